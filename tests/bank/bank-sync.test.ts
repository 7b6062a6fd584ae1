// The bank download engine on fake-indexeddb against the real server (PGlite) listening on loopback.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { GplxDatabase } from '../../src/db/database';
import { syncBank } from '../../src/lib/bank-sync/bank-sync';
import { createBankProgressStore, type BankPhase } from '../../src/lib/bank-sync/bank-progress';
import { importBank } from '../../src/server/bank/bank-import';
import { bumpBankVersion } from '../../src/server/bank/bank-version';
import { questions } from '../../src/server/db/schema';
import { emptyTables, startTestServer, type TestServer } from '../helpers/test-server';
import { writeFixtureBank } from '../fixtures/fixture-bank';

let server: TestServer;
let baseUrl: string;
let db: GplxDatabase;

beforeAll(async () => {
  server = await startTestServer('pglite');
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await emptyTables(server.db);
  await importBank(server.db, await writeFixtureBank());
  db = new GplxDatabase(`test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

/** A fetch that records the paths it was asked for. */
function recordingFetch(fail?: (url: string) => boolean) {
  const urls: string[] = [];
  const f: typeof fetch = async (input, init) => {
    const url = String(input);
    urls.push(url.replace(baseUrl, ''));
    if (fail?.(url)) throw new TypeError('Failed to fetch');
    return fetch(input, init);
  };
  return { urls, fetch: f };
}

async function adminEdit() {
  const version = await bumpBankVersion(server.db, { actor: 'admin@example.com', note: 'sửa' });
  await server.db
    .update(questions)
    .set({ question_text: 'Câu đã được sửa?', bank_version: version, updated_date: new Date() })
    .where(eq(questions.id, 'q2'));
  await server.db
    .update(questions)
    .set({ deleted_date: new Date(), bank_version: version })
    .where(eq(questions.id, 'q4'));
}

describe('bank download engine', () => {
  it('first download: questions, then images as Blobs, with progress', async () => {
    const progress = createBankProgressStore();
    const phases: BankPhase[] = [];
    progress.subscribe(() => {
      const { phase } = progress.get();
      if (phases.at(-1) !== phase) phases.push(phase);
    });
    const result = await syncBank({ db, baseUrl, progress, concurrency: 2 });
    expect(result).toEqual({ status: 'complete', version: 1, imagesFetched: 2 });
    expect(phases).toEqual(['checking', 'questions', 'images', 'done']);
    expect(await db.questions.count()).toBe(8);
    const q6 = await db.questions.get('q6');
    expect(q6).toMatchObject({ number: 6, chapter: 5, pools: ['A1', 'B1'] });
    const image = await db.images.get(q6!.imageHash!);
    expect(image?.mime).toBe('image/svg+xml');
    expect(image?.blob.size).toBe(image?.size);
    expect(await image?.blob.text()).toContain('<svg');
    expect(await db.bankMeta.get('bank')).toMatchObject({
      version: 1,
      questionCount: 8,
      imageCount: 2,
      imagesComplete: true,
    });
    expect(progress.get()).toMatchObject({ phase: 'done', done: 2, total: 2 });
  });

  it('later visits fetch only what changed since the stored version', async () => {
    await syncBank({ db, baseUrl });
    const unchanged = recordingFetch();
    await syncBank({ db, baseUrl, fetch: unchanged.fetch });
    expect(unchanged.urls).toEqual(['/api/bank/manifest']);

    await adminEdit();
    const changed = recordingFetch();
    const result = await syncBank({ db, baseUrl, fetch: changed.fetch });
    expect(result).toMatchObject({ status: 'complete', version: 2, imagesFetched: 0 });
    expect(changed.urls).toEqual(['/api/bank/manifest', '/api/bank/questions?since=1']);
    expect((await db.questions.get('q2'))?.text).toBe('Câu đã được sửa?');
    expect(await db.questions.get('q4')).toBeUndefined();
    expect(await db.bankMeta.get('bank')).toMatchObject({ version: 2, questionCount: 7 });
  });

  it('an interrupted image download resumes with only the missing images', async () => {
    let images = 0;
    const flaky = recordingFetch((url) => url.includes('/images/') && ++images > 1);
    const first = await syncBank({ db, baseUrl, fetch: flaky.fetch, concurrency: 1 });
    expect(first).toEqual({ status: 'incomplete', version: 1, missing: 1 });
    expect(await db.questions.count()).toBe(8);
    expect(await db.images.count()).toBe(1);
    expect((await db.bankMeta.get('bank'))?.imagesComplete).toBe(false);

    const resumed = recordingFetch();
    const second = await syncBank({ db, baseUrl, fetch: resumed.fetch });
    expect(second).toMatchObject({ status: 'complete', imagesFetched: 1 });
    expect(resumed.urls.filter((u) => u.includes('/images/'))).toHaveLength(1);
    expect(resumed.urls).not.toContain('/api/bank/questions?since=0');
    expect((await db.bankMeta.get('bank'))?.imagesComplete).toBe(true);
  });

  it('offline or server down keeps the stored bank silently', async () => {
    await syncBank({ db, baseUrl });
    const offline = recordingFetch(() => true);
    const progress = createBankProgressStore();
    const result = await syncBank({ db, baseUrl, fetch: offline.fetch, progress });
    expect(result).toEqual({ status: 'incomplete', version: 1, missing: 0 });
    expect(progress.get()).toMatchObject({ phase: 'offline', error: null });
    expect(await db.questions.count()).toBe(8);
    const fresh = new GplxDatabase(`test-${crypto.randomUUID()}`);
    expect(await syncBank({ db: fresh, baseUrl, fetch: offline.fetch })).toEqual({
      status: 'offline',
    });
    await fresh.delete();
  });

  it('a full disk while writing questions rolls back: the previous bank stays intact', async () => {
    await syncBank({ db, baseUrl });
    const before = await db.questions.toArray();
    await adminEdit();
    db.questions.bulkPut = (() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }) as unknown as typeof db.questions.bulkPut;
    const progress = createBankProgressStore();
    const result = await syncBank({ db, baseUrl, progress });
    expect(result).toEqual({ status: 'quota' });
    expect(progress.get()).toMatchObject({ phase: 'error', error: 'quota' });
    expect(await db.questions.toArray()).toEqual(before);
    expect(await db.bankMeta.get('bank')).toMatchObject({ version: 1, imagesComplete: true });
  });

  it('a full disk while storing images keeps the questions usable', async () => {
    db.images.put = (() =>
      Promise.reject(
        new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
      )) as unknown as typeof db.images.put;
    const progress = createBankProgressStore();
    expect(await syncBank({ db, baseUrl, progress })).toEqual({ status: 'quota' });
    expect(progress.get().error).toBe('quota');
    expect(await db.questions.count()).toBe(8);
    expect(await db.bankMeta.get('bank')).toMatchObject({ version: 1, imagesComplete: false });
  });
});
