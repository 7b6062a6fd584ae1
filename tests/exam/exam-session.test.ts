import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GplxDatabase } from '../../src/db/database';
import { findRunningSession, saveAnswer, startSession } from '../../src/db/exam-repository';
import type { ExamSessionRecord } from '../../src/db/types';
import { readTestParams, remainingSeconds } from '../../src/lib/exam-session';

const draft = (over: Partial<ExamSessionRecord> = {}): ExamSessionRecord => ({
  id: crypto.randomUUID(),
  category: 'B',
  mode: 'exam',
  questionIds: ['q1', 'q2', 'q3'],
  answers: [null, null, null],
  startedAt: 1_000_000,
  allottedSeconds: 1200,
  passMark: 2,
  status: 'running',
  currentIndex: 0,
  resultId: null,
  ...over,
});

describe('resume maths: remaining = allotted − elapsed, clamped', () => {
  it.each([
    [0, 1200],
    [999, 1200],
    [1000, 1199],
    [90_500, 1110],
    [1_200_000, 0],
    [5_000_000, 0],
    [-60_000, 1200],
  ])('%i ms after the start → %i s', (elapsed, expected) => {
    const session = draft();
    expect(remainingSeconds(session, session.startedAt + elapsed)).toBe(expected);
  });
});

describe('Test page parameters', () => {
  const read = (query: string) => readTestParams(new URLSearchParams(query), '2025-07-01');
  it('uses the rule of a class, not the address', () => {
    expect(read('category=B&questions=30&time=999&pass=1')).toEqual({
      category: 'B',
      mode: 'exam',
      questions: 30,
      minutes: 20,
      passMark: 27,
    });
  });
  it('studied mode defaults the class to B and computes time and pass mark', () => {
    expect(read('mode=studied&questions=25&time=1&pass=1')).toEqual({
      category: 'B',
      mode: 'studied',
      questions: 25,
      minutes: 17,
      passMark: 20,
    });
  });
  it('an unknown class keeps the address figures', () => {
    expect(read('category=F&questions=20&time=15&pass=18')).toMatchObject({
      questions: 20,
      minutes: 15,
      passMark: 18,
    });
  });
});

describe('exam sessions in Dexie', () => {
  let db: GplxDatabase;
  beforeEach(() => {
    db = new GplxDatabase(`test-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    await db.delete();
  });

  it('starting twice keeps the first running exam (reload / double effect)', async () => {
    const first = await startSession(db, draft());
    const second = await startSession(db, draft({ questionIds: ['q9'] }));
    expect(second.id).toBe(first.id);
    expect(await db.examSessions.count()).toBe(1);
    expect((await findRunningSession(db, 'B', 'exam'))?.id).toBe(first.id);
    expect(await findRunningSession(db, 'B', 'studied')).toBeUndefined();
  });

  it('answers are stored as they are given', async () => {
    const session = await startSession(db, draft());
    await saveAnswer(db, session.id, 1, 3);
    await saveAnswer(db, session.id, 2, 1);
    await saveAnswer(db, session.id, 2, null);
    expect((await db.examSessions.get(session.id))?.answers).toEqual([null, 3, null]);
  });
});
