/*
 * Submitting a mock exam: score it with the engine, store the result with its outbox entry and the
 * session's submitted flag in one transaction (works offline), then let achievements react.
 */
import { v7 as uuidv7 } from 'uuid';
import type { GplxDatabase } from '../db/database';
import { attachRewards, getSession, storeExamResult } from '../db/exam-repository';
import { afterTestCompleted } from './achievements/track';
import { buildTestResult } from './exam-session';
import type { ExamApi } from '../workers/exam-api';

/** Returns the id of the stored result (the first one when the session was already submitted). */
export async function submitExam(
  db: GplxDatabase,
  api: ExamApi,
  sessionId: string,
  now: number = Date.now(),
): Promise<string> {
  const session = await getSession(db, sessionId);
  if (!session) throw new Error(`No exam session ${sessionId}`);
  if (session.status === 'submitted' && session.resultId) return session.resultId;
  const score = await api.score({
    questionIds: session.questionIds,
    answers: session.answers,
    passMark: session.passMark,
    category: session.category,
  });
  const result = buildTestResult(session, score, uuidv7(), now);
  const storedId = await storeExamResult(db, session.id, result, new Date(now));
  if (storedId !== result.id) return storedId;
  try {
    const rewards = await afterTestCompleted(db, result, new Date(now));
    await attachRewards(db, result.id, rewards);
  } catch (error) {
    // SPEC §8: achievement failures never block the result.
    console.warn('achievements after test failed', error);
  }
  return result.id;
}
