// Sign-out pushes what is queued (asking when it cannot) and wipes the learner's private data but not
// the bank; sign-in pulls, merges and pushes so anonymous work joins the account (issue 7 test 7).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { GplxDatabase } from '../../src/db/database';
import { noteForQuestion, saveNote } from '../../src/db/notes-repository';
import { saveCachedProfile } from '../helpers/cached-profile';
import { recordStudyAnswer } from '../../src/db/progress-repository';
import { prepareSignOut, SignOutCancelledError } from '../../src/sync/sign-out';
import { createDevice, syncUntilIdle } from './helpers/device';
import { createFaultFetch } from './helpers/fault-fetch';
import { serverNotes } from './helpers/notes';
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

const answer = (db: GplxDatabase, q: string, isCorrect: boolean) =>
  recordStudyAnswer(db, { questionId: q, selectedAnswer: 'a', isCorrect });

async function seedDevice(db: GplxDatabase): Promise<void> {
  await db.questions.put({
    id: 'q1',
    number: 1,
    chapter: 1,
    critical: false,
    text: 'Câu hỏi thử',
    options: ['Một', 'Hai'],
    answer: 1,
    explanation: '',
    imageHash: null,
    imageAlt: '',
    pools: ['B1'],
    poolCritical: [],
    updatedDate: '2025-01-01T00:00:00.000Z',
  });
  await db.images.put({ hash: 'h1', blob: new Blob(['x']), mime: 'image/png', size: 1 });
  await db.settings.put({ key: 'fontSize', value: 'lg' });
  await saveNote(db, 'q1', 'Ghi chú riêng');
  await answer(db, 'q1', true);
  await saveCachedProfile(db, { userId: learner.userId, email: 'x@example.com', fullName: 'X' });
  await db.cache.put({ key: 'leaderboard', value: [], storedAt: '2025-01-01T00:00:00.000Z' });
}

const privateCounts = (db: GplxDatabase) =>
  Promise.all(
    [
      db.notes,
      db.progress,
      db.answerHistory,
      db.testResults,
      db.examSessions,
      db.achievements,
      db.dailyChallenges,
      db.profile,
      db.outbox,
      db.deadLetters,
      db.syncState,
      db.reports,
      db.cache,
    ].map((table) => table.count()),
  );

describe('sign-out and sign-in', () => {
  it('pushes what is queued, then wipes private data and keeps the bank', async () => {
    const d = createDevice({ baseUrl: server.baseUrl, token: () => learner.token });
    await seedDevice(d.db);
    const asked: string[] = [];
    await prepareSignOut({ db: d.db, api: d.api, confirm: (m) => (asked.push(m), true) });
    expect(asked).toEqual([]);
    expect(await serverNotes(server, learner.userId)).toHaveLength(1);
    expect((await privateCounts(d.db)).every((n) => n === 0)).toBe(true);
    expect(await d.db.questions.count()).toBe(1);
    expect(await d.db.images.count()).toBe(1);
    expect((await d.db.settings.get('fontSize'))?.value).toBe('lg');
  });

  it('asks before dropping changes it cannot push, and keeps them when the learner says no', async () => {
    const faults = createFaultFetch();
    faults.offline = true;
    const d = createDevice({
      baseUrl: server.baseUrl,
      token: () => learner.token,
      fetch: faults.fetch,
    });
    await seedDevice(d.db);
    const asked: string[] = [];
    const refuse = prepareSignOut({ db: d.db, api: d.api, confirm: (m) => (asked.push(m), false) });
    await expect(refuse).rejects.toBeInstanceOf(SignOutCancelledError);
    expect(asked).toEqual([
      'Còn 2 thay đổi chưa đồng bộ. Đăng xuất bây giờ sẽ xoá chúng khỏi máy này. Tiếp tục?',
    ]);
    expect(await d.db.outbox.count()).toBe(2);
    expect(await noteForQuestion(d.db, 'q1')).toBeDefined();

    await prepareSignOut({ db: d.db, api: d.api, confirm: () => true });
    expect((await privateCounts(d.db)).every((n) => n === 0)).toBe(true);
    expect(await d.db.questions.count()).toBe(1);
    expect(await serverNotes(server, learner.userId)).toHaveLength(0);
  });

  it('on sign-in pulls, merges and pushes so anonymous work joins the account', async () => {
    const other = createDevice({ baseUrl: server.baseUrl, token: () => learner.token });
    await saveNote(other.db, 'q1', 'Từ máy khác');
    await answer(other.db, 'q1', true);
    await syncUntilIdle(other);

    let token: string | null = null;
    const faults = createFaultFetch();
    const d = createDevice({ baseUrl: server.baseUrl, token: () => token, fetch: faults.fetch });
    await saveNote(d.db, 'q2', 'Khi chưa đăng nhập');
    await answer(d.db, 'q1', false);
    await answer(d.db, 'q3', true);
    await syncUntilIdle(d);
    expect(faults.stats.requests).toBe(0);

    token = learner.token;
    d.engine.resume();
    await d.engine.whenIdle();
    expect(await d.db.outbox.count()).toBe(0);
    expect((await noteForQuestion(d.db, 'q1'))?.noteText).toBe('Từ máy khác');
    const notes = await serverNotes(server, learner.userId);
    expect(notes.map((n) => n.question_id).sort()).toEqual(['q1', 'q2']);
    const progress = await server.rows<{
      question_id: string;
      correct_count: number;
      wrong_count: number;
    }>(
      sql`SELECT question_id, correct_count, wrong_count FROM study_progress WHERE created_by_id = ${learner.userId} ORDER BY question_id`,
    );
    expect(progress).toEqual([
      { question_id: 'q1', correct_count: 1, wrong_count: 1 },
      { question_id: 'q3', correct_count: 1, wrong_count: 0 },
    ]);
    expect(await d.db.progress.get('q1')).toMatchObject({
      correctCount: 1,
      wrongCount: 1,
      studied: true,
    });
    expect((await d.db.profile.get('me'))?.studiedQuestionsCount).toBe(2);
  });
});
