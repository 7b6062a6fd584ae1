// Devices meeting through the real server: eight days offline, two devices editing and deleting the
// same note, progress merged per question, sign-out wipe and sign-in joining anonymous work
// (issue 7 tests 4, 6, 7).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { deleteNote, noteForQuestion, saveNote } from '../../src/db/notes-repository';
import { recordStudyAnswer } from '../../src/db/progress-repository';
import { createDevice, createFakeClock, syncUntilIdle, type Device } from './helpers/device';
import { createFaultFetch } from './helpers/fault-fetch';
import { serverNotes, writeNotes } from './helpers/notes';
import { startSyncServer, type SyncServer } from './helpers/sync-server';

let server: SyncServer;
let learner: { token: string; userId: string };

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

const device = (): Device => createDevice({ baseUrl: server.baseUrl, token: () => learner.token });
const noteText = async (d: Device, q: string) => (await noteForQuestion(d.db, q))?.noteText;
const DAY = 24 * 60 * 60 * 1000;

describe('sync between devices', () => {
  it('loses nothing after eight days offline', async () => {
    const faults = createFaultFetch();
    faults.offline = true;
    const clock = createFakeClock();
    const start = clock.now();
    const d = createDevice({
      baseUrl: server.baseUrl,
      token: () => learner.token,
      fetch: faults.fetch,
      clock,
    });
    await writeNotes(d.db, 1, 30);
    let day = 0;
    const sleep = clock.sleep;
    clock.sleep = async (ms) => {
      await sleep(ms);
      const elapsed = Math.floor((clock.now() - start) / DAY);
      if (elapsed > day && elapsed <= 8) {
        day = elapsed;
        await saveNote(d.db, `q${100 + day}`, `Ngày ngoại tuyến ${day}`, new Date(clock.now()));
      }
      if (clock.now() - start >= 8 * DAY) faults.offline = false;
    };
    await syncUntilIdle(d);
    expect(clock.now() - start).toBeGreaterThanOrEqual(8 * DAY);
    expect(Math.max(...clock.slept)).toBeLessThanOrEqual(5 * 60_000);
    expect(await d.db.outbox.count()).toBe(0);
    const rows = await serverNotes(server, learner.userId);
    expect(rows).toHaveLength(38);
    expect(rows.find((r) => r.question_id === 'q108')?.note_text).toBe('Ngày ngoại tuyến 8');
  }, 120_000);

  it('converges two devices editing the same note to the later edit, and deletes everywhere', async () => {
    const a = device();
    const b = device();
    await saveNote(a.db, 'q1', 'A lần 1');
    await syncUntilIdle(a);
    await syncUntilIdle(b);
    expect(await noteText(b, 'q1')).toBe('A lần 1');

    await saveNote(b.db, 'q1', 'B lần 2');
    await syncUntilIdle(b);
    await syncUntilIdle(a);
    expect(await noteText(a, 'q1')).toBe('B lần 2');

    // B edited a minute ago while offline; A edits now and syncs first: A's later edit wins.
    await saveNote(b.db, 'q1', 'B cũ hơn', new Date(Date.now() - 60_000));
    await saveNote(a.db, 'q1', 'A mới hơn');
    await syncUntilIdle(a);
    await syncUntilIdle(b);
    await syncUntilIdle(a);
    expect(await noteText(a, 'q1')).toBe('A mới hơn');
    expect(await noteText(b, 'q1')).toBe('A mới hơn');

    // A edits and syncs; B's edit is later but reaches the server after: B's wins on both.
    await saveNote(a.db, 'q1', 'A trước');
    await syncUntilIdle(a);
    await saveNote(b.db, 'q1', 'B sau', new Date(Date.now() + 1_000));
    await syncUntilIdle(b);
    await syncUntilIdle(a);
    expect(await noteText(a, 'q1')).toBe('B sau');
    expect(await noteText(b, 'q1')).toBe('B sau');
    const [row] = await serverNotes(server, learner.userId);
    expect(row?.note_text).toBe('B sau');

    await deleteNote(a.db, 'q1');
    await syncUntilIdle(a);
    await syncUntilIdle(b);
    expect(await noteText(b, 'q1')).toBeUndefined();
    expect(await b.db.notes.count()).toBe(0);
    expect((await serverNotes(server, learner.userId))[0]?.deleted).toBe(true);
  });

  it('merges progress of the same question made on two devices', async () => {
    const a = device();
    const b = device();
    const answer = (d: Device, isCorrect: boolean) =>
      recordStudyAnswer(d.db, { questionId: 'q1', selectedAnswer: 'a', isCorrect });
    await answer(a, true);
    await answer(a, true);
    await answer(b, false);
    await syncUntilIdle(a);
    await syncUntilIdle(b);
    await syncUntilIdle(a);
    for (const d of [a, b]) {
      const p = await d.db.progress.get('q1');
      expect(p).toMatchObject({ studied: true, correctCount: 2, wrongCount: 1 });
    }
    expect((await a.db.progress.get('q1'))?.id).toBe((await b.db.progress.get('q1'))?.id);
    const rows = await server.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM study_progress WHERE created_by_id = ${learner.userId}`,
    );
    expect(rows[0]?.n).toBe(1);
    expect((await a.db.profile.get('me'))?.studiedQuestionsCount).toBe(1);
  });
});
