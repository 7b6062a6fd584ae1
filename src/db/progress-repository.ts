/*
 * A learner's per-question progress (studied mark, answer counts, 'Câu hay sai' streak) and the answer
 * history. Each write is one transaction with its outbox entry (ARCHITECTURE §5 rule 1).
 */
import { v7 as uuidv7 } from 'uuid';
import type { GplxDatabase } from './database';
import { enqueue } from './outbox-repository';
import type { ProgressRecord } from './types';

const emptyProgress = (questionId: string, now: string): ProgressRecord => ({
  questionId,
  id: uuidv7(),
  studied: false,
  studiedAt: null,
  correctCount: 0,
  wrongCount: 0,
  correctStreak: 0,
  lastAnsweredAt: null,
  lastWrongAt: null,
  updatedDate: now,
});

export const toProgressPayload = (p: ProgressRecord) => ({
  id: p.id,
  question_id: p.questionId,
  studied: p.studied,
  studied_at: p.studiedAt,
  correct_count: p.correctCount,
  wrong_count: p.wrongCount,
  correct_streak: p.correctStreak,
  last_answered_at: p.lastAnsweredAt,
  last_wrong_at: p.lastWrongAt,
});

async function updateProgress(
  db: GplxDatabase,
  questionId: string,
  now: Date,
  change: (current: ProgressRecord) => ProgressRecord,
  extra?: () => Promise<void>,
): Promise<ProgressRecord> {
  const stamp = now.toISOString();
  return db.transaction('rw', db.progress, db.outbox, db.answerHistory, async () => {
    const current = (await db.progress.get(questionId)) ?? emptyProgress(questionId, stamp);
    const next = { ...change(current), updatedDate: stamp };
    await db.progress.put(next);
    await enqueue(db, 'StudyProgress', next.id, toProgressPayload(next), 'upsert', now);
    await extra?.();
    return next;
  });
}

/** One answer in study: appended to the history; a correct one marks the question studied. */
export function recordStudyAnswer(
  db: GplxDatabase,
  answer: { questionId: string; selectedAnswer: string; isCorrect: boolean },
  now: Date = new Date(),
): Promise<ProgressRecord> {
  const stamp = now.toISOString();
  return updateProgress(
    db,
    answer.questionId,
    now,
    (p) => ({
      ...p,
      studied: p.studied || answer.isCorrect,
      studiedAt: p.studied ? p.studiedAt : answer.isCorrect ? stamp : null,
      correctCount: p.correctCount + (answer.isCorrect ? 1 : 0),
      wrongCount: p.wrongCount + (answer.isCorrect ? 0 : 1),
      correctStreak: answer.isCorrect ? p.correctStreak + 1 : 0,
      lastAnsweredAt: stamp,
      lastWrongAt: answer.isCorrect ? p.lastWrongAt : stamp,
    }),
    async () => {
      await db.answerHistory.add({ ...answer, timestamp: stamp });
    },
  );
}

/** The 'Đánh dấu đã học' / 'Bỏ đánh dấu' toggle. */
export function setStudied(
  db: GplxDatabase,
  questionId: string,
  studied: boolean,
  now: Date = new Date(),
): Promise<ProgressRecord> {
  return updateProgress(db, questionId, now, (p) => ({
    ...p,
    studied,
    studiedAt: studied ? (p.studiedAt ?? now.toISOString()) : null,
  }));
}

export async function studiedQuestionIds(db: GplxDatabase): Promise<string[]> {
  const rows = await db.progress.filter((p) => p.studied).toArray();
  return rows.map((p) => p.questionId);
}

export const allProgress = (db: GplxDatabase) => db.progress.toArray();

/** Every progress record keyed by question id (the study list's status and filters read it). */
export async function progressByQuestion(db: GplxDatabase): Promise<Map<string, ProgressRecord>> {
  const rows = await db.progress.toArray();
  return new Map(rows.map((p) => [p.questionId, p]));
}
