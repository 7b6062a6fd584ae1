import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GplxDatabase } from '../../src/db/database';
import { startSession } from '../../src/db/exam-repository';
import type { ExamSessionRecord } from '../../src/db/types';
import { submitExam } from '../../src/lib/exam-submit';
import { createExamApi } from '../../src/workers/exam-api';
import { syntheticRecords } from '../domain/synthetic-bank';

const records = syntheticRecords();
const byId = new Map(records.map((q) => [q.id, q]));
let db: GplxDatabase;

async function runningExam(startedAt: number): Promise<ExamSessionRecord> {
  const api = createExamApi(db);
  const questionIds = await api.drawExam({ category: 'B', seed: 11, mode: 'exam' });
  const answers = questionIds.map((id, i) => (i < 5 ? null : byId.get(id)!.answer));
  return startSession(db, {
    id: crypto.randomUUID(),
    category: 'B',
    mode: 'exam',
    questionIds,
    answers,
    startedAt,
    allottedSeconds: 1200,
    passMark: 27,
    status: 'running',
    currentIndex: 0,
    resultId: null,
  });
}

beforeEach(async () => {
  db = new GplxDatabase(`test-${crypto.randomUUID()}`);
  await db.questions.bulkAdd(records);
});
afterEach(async () => {
  await db.delete();
});

describe('submitting an exam', () => {
  it('writes the result, its outbox entry and the submitted flag', async () => {
    const startedAt = Date.UTC(2025, 6, 1, 3, 0, 0);
    const session = await runningExam(startedAt);
    const resultId = await submitExam(db, createExamApi(db), session.id, startedAt + 125_400);

    const result = await db.testResults.get(resultId);
    expect(result).toMatchObject({
      licenseCategory: 'B',
      mode: 'exam',
      totalQuestions: 30,
      correctAnswers: 25,
      passMark: 27,
      timeSpent: 125,
      passed: false,
    });
    expect(result!.answers.filter((a) => a.selected_answer === null)).toHaveLength(5);

    const outbox = await db.outbox.where('entity').equals('TestResult').toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ entity: 'TestResult', recordId: resultId, op: 'upsert' });
    expect(outbox[0]!.payload).toMatchObject({
      id: resultId,
      license_category: 'B',
      mode: 'exam',
      total_questions: 30,
      correct_answers: 25,
      pass_mark: 27,
      time_spent: 125,
      passed: false,
      created_date: result!.createdDate,
    });
    const payloadAnswers = outbox[0]!.payload.answers as unknown[];
    expect(payloadAnswers[0]).toEqual({
      question_id: session.questionIds[0],
      selected_answer: null,
    });

    expect(await db.examSessions.get(session.id)).toMatchObject({
      status: 'submitted',
      resultId,
    });
  });

  it('a second submit returns the first result and writes nothing', async () => {
    const session = await runningExam(Date.now());
    const api = createExamApi(db);
    const first = await submitExam(db, api, session.id);
    const second = await submitExam(db, api, session.id);
    expect(second).toBe(first);
    expect(await db.testResults.count()).toBe(1);
    expect(await db.outbox.where('entity').equals('TestResult').count()).toBe(1);
  });

  it('is all or nothing: a failing outbox write stores no result', async () => {
    const session = await runningExam(Date.now());
    db.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(submitExam(db, createExamApi(db), session.id)).rejects.toThrow();
    expect(await db.testResults.count()).toBe(0);
    expect((await db.examSessions.get(session.id))?.status).toBe('running');
  });

  it('time spent is clamped to 7200 s', async () => {
    const startedAt = Date.now() - 5 * 3600 * 1000;
    const session = await runningExam(startedAt);
    const id = await submitExam(db, createExamApi(db), session.id);
    expect((await db.testResults.get(id))?.timeSpent).toBe(7200);
  });
});
