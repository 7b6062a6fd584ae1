import { describe, expect, it } from 'vitest';
import { type QuestionRecord } from '../../src/domain/question';
import {
  alignAnswers,
  clampTimeSpent,
  correctNeededMessageCount,
  formatPercentage,
  isCriticalInExam,
  scoreExam,
} from '../../src/domain/scoring';

const question = (n: number, extra: Partial<QuestionRecord> = {}): QuestionRecord => ({
  id: `q${n}`,
  number: n,
  chapter: 1,
  critical: false,
  text: `Câu ${n}`,
  options: ['a', 'b', 'c'],
  answer: 2,
  explanation: '',
  imageHash: null,
  imageAlt: '',
  pools: [],
  poolCritical: [],
  updatedDate: '2025-06-01',
  ...extra,
});

/** 25 questions, answer 2 everywhere; question 1 is critical. */
const exam = Array.from({ length: 25 }, (_, i) => question(i + 1, { critical: i === 0 }));
const allRight = exam.map(() => 2);

describe('scoreExam: pass rule', () => {
  it.each<[string, (number | null)[], number, boolean, boolean]>([
    ['perfect score', allRight, 21, true, false],
    ['perfect except one wrong critical', [1, ...allRight.slice(1)], 21, false, true],
    ['perfect except an unanswered critical', [null, ...allRight.slice(1)], 21, false, true],
    ['exactly the pass mark', [2, 2, 2, ...allRight.slice(3, 21), 1, 1, 1, 1], 21, true, false],
    ['one below the pass mark', [2, 2, ...allRight.slice(2, 20), 1, 1, 1, 1, 1], 21, false, false],
    ['nothing answered', [], 21, false, true],
  ])('%s', (_name, answers, passMark, passed, failedByCritical) => {
    const score = scoreExam({ questions: exam, answers, passMark });
    expect(score.passed).toBe(passed);
    expect(score.failedByCritical).toBe(failedByCritical);
  });

  it('stores unanswered as null and counts it as wrong for the pass rule', () => {
    const answers = [2, null, 3, ...allRight.slice(3)];
    const score = scoreExam({ questions: exam, answers, passMark: 25 });
    expect(score).toMatchObject({ total: 25, correct: 23, wrong: 1, unanswered: 1, passed: false });
    expect(score.perQuestion[1]).toEqual({
      questionId: 'q2',
      number: 2,
      selected: null,
      correct: 2,
      isCorrect: false,
      isCritical: false,
    });
    expect(score.percentage).toBe(92);
  });

  it('treats an out-of-range selection as unanswered', () => {
    const score = scoreExam({ questions: [question(1)], answers: [7], passMark: 1 });
    expect(score.perQuestion[0]?.selected).toBeNull();
  });

  it('rounds the percentage to one decimal', () => {
    const three = [question(1), question(2), question(3)];
    expect(scoreExam({ questions: three, answers: [2, 2, 1], passMark: 2 }).percentage).toBe(66.7);
    expect(scoreExam({ questions: [], answers: [], passMark: 0 }).percentage).toBe(0);
  });

  it('uses the class critical list when a category is given', () => {
    const flaggedOnly = question(1, { critical: true, pools: ['A1'], poolCritical: [] });
    const named = question(2, { pools: ['A1'], poolCritical: ['A1'] });
    const score = scoreExam({
      questions: [flaggedOnly, named],
      answers: [1, 2],
      passMark: 1,
      category: 'A1',
    });
    expect(score.perQuestion.map((p) => p.isCritical)).toEqual([false, true]);
    expect(score.passed).toBe(true);
    expect(
      scoreExam({ questions: [flaggedOnly, named], answers: [1, 2], passMark: 1 }).passed,
    ).toBe(false);
  });
});

describe('isCriticalInExam', () => {
  it.each<[string, Partial<QuestionRecord>, string, boolean]>([
    ['named in A1 list', { pools: ['A1', 'A'], poolCritical: ['A1', 'A'] }, 'A1', true],
    [
      'flagged but not named for A1',
      { critical: true, pools: ['A1'], poolCritical: [] },
      'A1',
      false,
    ],
    ['named in B1 list only, B1 exam', { pools: ['A1', 'B1'], poolCritical: ['B1'] }, 'B1', true],
    ['named in B1 list only, A exam', { pools: ['A', 'B1'], poolCritical: ['B1'] }, 'A', false],
    ['A exam on a bank that only names A1', { pools: ['A1'], poolCritical: ['A1'] }, 'A', true],
    ['flagged, car class', { critical: true, pools: [], poolCritical: [] }, 'B', true],
    [
      'named for A1 but not flagged, car class',
      { pools: ['A1'], poolCritical: ['A1'] },
      'C',
      false,
    ],
  ])('%s', (_name, fields, category, expected) => {
    expect(isCriticalInExam(question(1, fields), category)).toBe(expected);
  });
});

describe('clampTimeSpent', () => {
  it.each<[string, Parameters<typeof clampTimeSpent>[0], number]>([
    [
      'from the start time',
      { startedAt: 1_000, now: 601_000, allottedSeconds: 1140, remainingSeconds: 0 },
      600,
    ],
    [
      'rounded to whole seconds',
      { startedAt: 0, now: 1_600, allottedSeconds: 0, remainingSeconds: 0 },
      2,
    ],
    [
      'no start: allotted − remaining',
      { now: 5, allottedSeconds: 1140, remainingSeconds: 140 },
      1000,
    ],
    [
      'clock went backwards',
      { startedAt: 10_000, now: 0, allottedSeconds: 60, remainingSeconds: 0 },
      0,
    ],
    [
      'more than two hours',
      { startedAt: 0, now: 9_000_000, allottedSeconds: 60, remainingSeconds: 0 },
      7200,
    ],
    ['negative remaining', { now: 0, allottedSeconds: 10_000, remainingSeconds: -5 }, 7200],
    ['remaining above allotted', { now: 0, allottedSeconds: 60, remainingSeconds: 90 }, 0],
  ])('%s', (_name, input, expected) => {
    expect(clampTimeSpent(input)).toBe(expected);
  });
});

describe('result helpers', () => {
  it.each([
    [84, '84,0%'],
    [66.666, '66,7%'],
    [100, '100,0%'],
    [0, '0,0%'],
  ])('formatPercentage(%d) = %s', (value, text) => {
    expect(formatPercentage(value)).toBe(text);
  });

  it.each([
    [25, 20, 3],
    [30, 26, 1],
    [30, 27, 0],
    [45, 45, 0],
    [10, 0, 9],
  ])('correctNeededMessageCount(%i, %i) = %i', (total, correct, expected) => {
    expect(correctNeededMessageCount(total, correct)).toBe(expected);
  });

  it('aligns answers keyed by question id', () => {
    const questions = [question(1), question(2), question(3)];
    expect(
      alignAnswers(questions, [
        { questionId: 'q3', selected: 1 },
        { questionId: 'q1', selected: null },
      ]),
    ).toEqual([null, null, 1]);
  });
});
