/*
 * Mock exams on the device: the exam in progress (examSessions, so a reload or a crash resumes it)
 * and finished results (testResults). Submitting writes the result, its outbox entry and the session's
 * submitted flag in one transaction. Imports only Dexie types, the outbox and record types.
 */
import type { GplxDatabase } from './database';
import { enqueue } from './outbox-repository';
import type { ExamSessionRecord, TestResultRecord } from './types';

export const RESULTS_HISTORY_LIMIT = 50;

export const getSession = (db: GplxDatabase, id: string) => db.examSessions.get(id);

/** The running exam of a class and mode, if one was left unfinished. */
export async function findRunningSession(
  db: GplxDatabase,
  category: string,
  mode: ExamSessionRecord['mode'],
): Promise<ExamSessionRecord | undefined> {
  const running = await db.examSessions.where('status').equals('running').toArray();
  return running
    .filter((s) => s.category === category && s.mode === mode)
    .sort((a, b) => b.startedAt - a.startedAt)[0];
}

/** Stores a new exam unless one of the same class and mode is already running (returned instead). */
export function startSession(
  db: GplxDatabase,
  draft: ExamSessionRecord,
): Promise<ExamSessionRecord> {
  return db.transaction('rw', db.examSessions, async () => {
    const existing = await findRunningSession(db, draft.category, draft.mode);
    if (existing) return existing;
    await db.examSessions.add(draft);
    return draft;
  });
}

export function saveAnswer(
  db: GplxDatabase,
  id: string,
  index: number,
  selected: number | null,
): Promise<void> {
  return db.transaction('rw', db.examSessions, async () => {
    const session = await db.examSessions.get(id);
    if (!session || session.status !== 'running') return;
    const answers = [...session.answers];
    answers[index] = selected;
    await db.examSessions.update(id, { answers });
  });
}

export async function setCurrentIndex(db: GplxDatabase, id: string, index: number): Promise<void> {
  await db.examSessions.update(id, { currentIndex: index });
}

/** The learner left and accepted losing the exam. */
export async function discardSession(db: GplxDatabase, id: string): Promise<void> {
  await db.examSessions.delete(id);
}

export const toTestResultPayload = (r: TestResultRecord) => ({
  id: r.id,
  license_category: r.licenseCategory,
  mode: r.mode,
  total_questions: r.totalQuestions,
  correct_answers: r.correctAnswers,
  pass_mark: r.passMark,
  time_spent: r.timeSpent,
  passed: r.passed,
  answers: r.answers.map((a) => ({
    question_id: a.question_id,
    selected_answer: a.selected_answer,
  })),
  created_date: r.createdDate,
});

/**
 * Stores the result with its outbox entry and marks the session submitted, atomically. A session
 * already submitted (double click, two tabs) keeps its first result, whose id is returned.
 */
export function storeExamResult(
  db: GplxDatabase,
  sessionId: string,
  result: TestResultRecord,
  now: Date = new Date(),
): Promise<string> {
  return db.transaction('rw', db.examSessions, db.testResults, db.outbox, async () => {
    const session = await db.examSessions.get(sessionId);
    if (session?.status === 'submitted' && session.resultId) return session.resultId;
    await db.testResults.add(result);
    await enqueue(db, 'TestResult', result.id, toTestResultPayload(result), 'upsert', now);
    if (session) {
      await db.examSessions.update(sessionId, { status: 'submitted', resultId: result.id });
    }
    return result.id;
  });
}

/** What the achievements engine reported for a result, shown on the result screen. */
export async function attachRewards(
  db: GplxDatabase,
  resultId: string,
  rewards: Pick<TestResultRecord, 'newAchievements' | 'expGained'>,
): Promise<void> {
  await db.testResults.update(resultId, rewards);
}

export const getResult = (db: GplxDatabase, id: string) => db.testResults.get(id);

/** The newest results first (SPEC §9 history limit 50). */
export const listResults = (db: GplxDatabase, limit = RESULTS_HISTORY_LIMIT) =>
  db.testResults.orderBy('createdDate').reverse().limit(limit).toArray();
