import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { importBank } from '../../src/server/bank/bank-import';
import { bumpBankVersion } from '../../src/server/bank/bank-version';
import { questions } from '../../src/server/db/schema';
import type { QuestionRecord } from '../../src/domain/question';
import { describeEachDatabase } from '../helpers/test-server';
import { writeFixtureBank } from '../fixtures/fixture-bank';

type Manifest = {
  version: number;
  title: string;
  questionCount: number;
  chapterCounts: Record<string, number>;
  poolCounts: Record<string, number>;
  images: { hash: string; mime: string; size: number }[];
  totalImageBytes: number;
};
type Changes = { version: number; questions: QuestionRecord[]; deletedIds: string[] };

describeEachDatabase('bank endpoints', (server) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    server().app.inject({ method: 'GET', url, headers });

  it('manifest of an empty bank, then of the fixture bank', async () => {
    const empty = await get('/api/bank/manifest');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ success: true, data: { version: 0, questionCount: 0 } });

    await importBank(server().db, await writeFixtureBank());
    const res = await get('/api/bank/manifest');
    const data = res.json<{ data: Manifest }>().data;
    expect(data).toMatchObject({
      version: 1,
      title: 'Bộ câu hỏi thử nghiệm',
      questionCount: 8,
      chapterCounts: { 1: 2, 2: 1, 3: 1, 4: 1, 5: 2, 6: 1 },
      poolCounts: { A1: 5, B1: 7 },
    });
    expect(data.images).toHaveLength(2);
    expect(data.totalImageBytes).toBe(data.images[0]!.size + data.images[1]!.size);
  });

  it('questions: all, since a version, deletions, compression and invalid since', async () => {
    const { db } = server();
    await importBank(db, await writeFixtureBank());
    const all = await get('/api/bank/questions', { 'accept-encoding': 'gzip' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-encoding']).toBe('gzip');
    const full = (await get('/api/bank/questions?since=0')).json<{ data: Changes }>().data;
    expect(full.version).toBe(1);
    expect(full.questions).toHaveLength(8);
    expect(full.questions[5]).toMatchObject({
      id: 'q6',
      number: 6,
      chapter: 5,
      imageAlt: 'Biển tròn viền đỏ số 50',
      pools: ['A1', 'B1'],
      poolCritical: [],
    });
    expect(full.questions[5]?.imageHash).toMatch(/^[0-9a-f]{64}$/);

    const none = (await get('/api/bank/questions?since=1')).json<{ data: Changes }>().data;
    expect(none).toEqual({ version: 1, questions: [], deletedIds: [] });

    // An admin-like change: bump the version and stamp one question, delete another.
    const v = await bumpBankVersion(db, { actor: 'admin@example.com', note: 'sửa' });
    await db
      .update(questions)
      .set({ question_text: 'Đã sửa?', bank_version: v })
      .where(eq(questions.id, 'q2'));
    await db
      .update(questions)
      .set({ deleted_date: new Date(), bank_version: v })
      .where(eq(questions.id, 'q4'));
    const since = (await get('/api/bank/questions?since=1')).json<{ data: Changes }>().data;
    expect(since.version).toBe(2);
    expect(since.questions.map((q) => [q.id, q.text])).toEqual([['q2', 'Đã sửa?']]);
    expect(since.deletedIds).toEqual(['q4']);

    for (const bad of ['-1', 'abc', '1.5']) {
      const res = await get(`/api/bank/questions?since=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'invalid-since' });
    }
  });

  it('images by hash: bytes, content type, immutable caching, ETag, 404', async () => {
    await importBank(server().db, await writeFixtureBank());
    const manifest = (await get('/api/bank/manifest')).json<{ data: Manifest }>().data;
    for (const image of manifest.images) {
      const res = await get(`/api/bank/images/${image.hash}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(image.mime);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toBe(`"${image.hash}"`);
      expect(res.rawPayload.byteLength).toBe(image.size);
      const cached = await get(`/api/bank/images/${image.hash}`, {
        'if-none-match': `"${image.hash}"`,
      });
      expect(cached.statusCode).toBe(304);
    }
    const webp = manifest.images.find((i) => i.mime === 'image/webp')!;
    const bytes = (await get(`/api/bank/images/${webp.hash}`)).rawPayload;
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    for (const hash of ['0'.repeat(64), 'nope']) {
      const res = await get(`/api/bank/images/${hash}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'image-not-found' });
    }
  });
});
