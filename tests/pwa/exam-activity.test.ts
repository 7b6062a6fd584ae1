import { describe, expect, it } from 'vitest';
import { GplxDatabase } from '../../src/db/database';
import { hasExamInProgress } from '../../src/db/exam-activity-repository';
import type { ExamSessionRecord } from '../../src/db/types';

const session = (over: Partial<ExamSessionRecord>): ExamSessionRecord => ({
  id: crypto.randomUUID(),
  category: 'B',
  mode: 'exam',
  questionIds: ['q1'],
  answers: [null],
  startedAt: 1_000_000,
  allottedSeconds: 1200,
  passMark: 27,
  status: 'running',
  currentIndex: 0,
  resultId: null,
  ...over,
});

describe('exam in progress (holds back the update offer)', () => {
  it('is true for a running exam inside its time and false otherwise', async () => {
    const db = new GplxDatabase('test-' + crypto.randomUUID());
    expect(await hasExamInProgress(db, 1_000_000)).toBe(false);
    await db.examSessions.add(session({ status: 'submitted' }));
    expect(await hasExamInProgress(db, 1_000_000)).toBe(false);
    await db.examSessions.add(session({}));
    expect(await hasExamInProgress(db, 1_000_000 + 1200 * 1000)).toBe(true);
    // An exam abandoned long ago does not hold updates back forever.
    expect(await hasExamInProgress(db, 1_000_000 + 3 * 3600 * 1000)).toBe(false);
    db.close();
  });
});
