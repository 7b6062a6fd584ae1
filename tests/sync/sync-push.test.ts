// The sync engine against the real server with injected faults: exactly-once effect, takeover by a
// second tab, replays, entries added during a push, dead letters (issue 7 tests 1, 2, 3, 5).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { enqueue } from '../../src/db/outbox-repository';
import { saveNote } from '../../src/db/notes-repository';
import { recordStudyAnswer } from '../../src/db/progress-repository';
import { discardDeadLetter, listDeadLetters, retryDeadLetter } from '../../src/db/sync-repository';
import { createDevice, newDb, syncUntilIdle } from './helpers/device';
import { createFaultFetch } from './helpers/fault-fetch';
import { createMemoryLocks } from './helpers/memory-locks';
import { deviceNoteMap, serverNoteMap, serverNotes, writeNotes } from './helpers/notes';
import { startSyncServer, type SyncServer } from './helpers/sync-server';

let server: SyncServer;
let learner: { token: string; userId: string };
const token = () => learner.token;

beforeAll(async () => {
  server = await startSyncServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.reset();
  learner = await server.signIn(`hoc-vien-${crypto.randomUUID()}@example.com`);
});

const waitFor = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 20_000; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('sync push', () => {
  it('delivers 1,000 records from two tabs exactly once through 30% failures and two restarts', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const faults = createFaultFetch({
      seed: 42,
      dropBefore: 0.15,
      dropAfter: 0.15,
      restartAt: [6, 17],
      restart: () => server.restart(),
    });
    const locks = createMemoryLocks();
    const common = { baseUrl: server.baseUrl, token, fetch: faults.fetch, locks };
    const tabA = createDevice({ ...common, db: newDb(name), seed: 1, engine: { batchSize: 100 } });
    const tabB = createDevice({ ...common, db: newDb(name), seed: 2, engine: { batchSize: 100 } });
    await writeNotes(tabA.db, 1, 500, (n) => `Tab A ${n}`);
    await writeNotes(tabB.db, 501, 1000, (n) => `Tab B ${n}`);
    // Edits queue a second entry for the same record: coalesced into the latest.
    await writeNotes(tabA.db, 1, 50, (n) => `Tab A sửa ${n}`);

    // Tab A leads; after a few requests it dies and tab B (waiting on the lock) takes over.
    faults.beforeSend = (_request, n) => {
      if (n === 12) void tabA.engine.stop();
    };
    tabA.engine.start();
    tabB.engine.start();
    await waitFor(async () => tabB.engine.isLeader, 'tab B to lead');
    await waitFor(async () => (await tabB.db.outbox.count()) === 0, 'an empty queue');
    await tabB.engine.whenIdle();
    await tabB.engine.stop();

    expect(server.restarts).toBe(2);
    expect(faults.stats.droppedBefore).toBeGreaterThan(0);
    expect(faults.stats.droppedAfter).toBeGreaterThan(0);
    const rows = await serverNotes(server, learner.userId);
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((r) => r.id)).size).toBe(1000);
    expect(new Set(rows.map((r) => r.question_id)).size).toBe(1000);
    expect(serverNoteMap(rows)).toEqual(await deviceNoteMap(tabB.db));
    expect(rows.find((r) => r.question_id === 'q7')?.note_text).toBe('Tab A sửa 7');
    expect(await tabB.db.deadLetters.count()).toBe(0);
  }, 240_000);

  it('replays the same push (5 in a row, 10 at once) with one effect', async () => {
    const faults = createFaultFetch();
    const device = createDevice({ baseUrl: server.baseUrl, token, fetch: faults.fetch });
    for (let n = 1; n <= 20; n += 1) {
      await recordStudyAnswer(device.db, {
        questionId: `q${n}`,
        selectedAnswer: 'a',
        isCorrect: true,
      });
    }
    // The server commits the first five attempts but their answers are lost: the batch is replayed
    // (progress still queued is never overwritten by a pull, so the same batch goes again).
    faults.loseNextBulkResponses = 5;
    await syncUntilIdle(device);
    expect(faults.stats.droppedAfter).toBe(5);
    expect(await device.db.outbox.count()).toBe(0);
    const keys = await server.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM bulk_requests WHERE user_id = ${learner.userId}`,
    );
    expect(keys[0]?.n).toBe(1);
    const progress = await server.rows<{ question_id: string; correct_count: number }>(
      sql`SELECT question_id, correct_count FROM study_progress WHERE created_by_id = ${learner.userId}`,
    );
    expect(progress).toHaveLength(20);
    expect(progress.every((p) => p.correct_count === 1)).toBe(true);
    const me = await device.api.me();
    expect(me.studied_questions_count).toBe(20);

    const before = await server.rows<{ id: string; updated_date: string }>(
      sql`SELECT id, updated_date::text FROM study_notes ORDER BY id`,
    );

    const items = [{ id: crypto.randomUUID(), question_id: 'q99', note_text: 'Một lần' }];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => device.api.bulk('StudyNote', items, 'same-key')),
    );
    for (let i = 0; i < 5; i += 1)
      answers.push(await device.api.bulk('StudyNote', items, 'same-key'));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const after = await server.rows<{ id: string; updated_date: string }>(
      sql`SELECT id, updated_date::text FROM study_notes ORDER BY id`,
    );
    expect(after).toHaveLength(1);
    expect(after.filter((r) => r.id !== items[0]?.id)).toEqual(before);
  });

  it('keeps and later delivers entries added while a push is in flight', async () => {
    const faults = createFaultFetch();
    const device = createDevice({ baseUrl: server.baseUrl, token, fetch: faults.fetch });
    await writeNotes(device.db, 1, 100);
    let added = false;
    faults.beforeSend = async (request) => {
      if (added || !request.url.includes('/bulk')) return;
      added = true;
      await writeNotes(device.db, 101, 150, (n) => `Thêm khi đang gửi ${n}`);
      await saveNote(device.db, 'q5', 'Sửa khi đang gửi');
    };
    await syncUntilIdle(device);
    expect(added).toBe(true);
    expect(await device.db.outbox.count()).toBe(0);
    const rows = await serverNotes(server, learner.userId);
    expect(rows).toHaveLength(150);
    expect(rows.find((r) => r.question_id === 'q5')?.note_text).toBe('Sửa khi đang gửi');
    expect(serverNoteMap(rows)).toEqual(await deviceNoteMap(device.db));
  });

  it('moves the three records the server rejects to dead letters and delivers the other 997', async () => {
    const device = createDevice({ baseUrl: server.baseUrl, token });
    await writeNotes(device.db, 1, 997);
    await device.db.transaction('rw', device.db.outbox, async () => {
      for (const n of [1, 2, 3]) {
        const id = crypto.randomUUID();
        await enqueue(device.db, 'StudyNote', id, { id, question_id: '', note_text: `Sai ${n}` });
      }
    });
    await syncUntilIdle(device);
    expect(await device.db.outbox.count()).toBe(0);
    expect(await serverNotes(server, learner.userId)).toHaveLength(997);
    const letters = await listDeadLetters(device.db);
    expect(letters).toHaveLength(3);
    for (const letter of letters) {
      expect(letter.status).toBe(400);
      expect(letter.code).toBe('validation-failed');
      expect(letter.reason).toContain('question_id');
    }
    // 'Thử lại' puts it back (it fails again), 'Bỏ qua' drops it.
    const [first, second] = letters;
    await retryDeadLetter(device.db, first?.id ?? 0);
    expect(await device.db.outbox.count()).toBe(1);
    await syncUntilIdle(device);
    await discardDeadLetter(device.db, second?.id ?? 0);
    expect(await device.db.outbox.count()).toBe(0);
    expect(await device.db.deadLetters.count()).toBe(2);
    expect(await serverNotes(server, learner.userId)).toHaveLength(997);
  }, 180_000);
});
