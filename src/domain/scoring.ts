// Grading a finished exam (SPEC §5): pass = correct ≥ pass mark and no critical question wrong or
// blank; unanswered is stored as null and counts as wrong. Also time-spent clamping and the numbers
// shown on the result screen. The server re-grades with these same functions.

import { isCriticalInExam } from './exam-pool';
import { type QuestionRecord } from './question';

export { isCriticalInExam } from './exam-pool';

export const MAX_TIME_SPENT_SECONDS = 7200;

export type ExamAnswer = { questionId: string; selected: number | null };

export type ScoredQuestion = {
  questionId: string;
  number: number;
  /** 1-based option, null when unanswered. */
  selected: number | null;
  correct: number;
  isCorrect: boolean;
  isCritical: boolean;
};

export type ExamScore = {
  total: number;
  correct: number;
  wrong: number;
  unanswered: number;
  passed: boolean;
  failedByCritical: boolean;
  /** correct/total×100, one decimal. */
  percentage: number;
  perQuestion: ScoredQuestion[];
};

type ScoredFields = Pick<
  QuestionRecord,
  'id' | 'number' | 'answer' | 'critical' | 'pools' | 'poolCritical' | 'options'
>;

export type ScoreExamInput = {
  questions: readonly ScoredFields[];
  /** answers[i] belongs to questions[i]; missing entries count as unanswered. */
  answers: readonly (number | null | undefined)[];
  passMark: number;
  /** With a class, criticality follows that class's pool (isCriticalInExam); else `critical`. */
  category?: string;
};

const asSelection = (value: number | null | undefined, optionCount: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= optionCount
    ? value
    : null;

export const roundTo1 = (value: number): number => Math.round(value * 10) / 10;

export const scoreExam = ({
  questions,
  answers,
  passMark,
  category,
}: ScoreExamInput): ExamScore => {
  const perQuestion = questions.map((q, i): ScoredQuestion => {
    const selected = asSelection(answers[i], q.options.length);
    return {
      questionId: q.id,
      number: q.number,
      selected,
      correct: q.answer,
      isCorrect: selected !== null && selected === q.answer,
      isCritical: category === undefined ? q.critical : isCriticalInExam(q, category),
    };
  });
  const total = perQuestion.length;
  const correct = perQuestion.filter((p) => p.isCorrect).length;
  const unanswered = perQuestion.filter((p) => p.selected === null).length;
  const failedByCritical = perQuestion.some((p) => p.isCritical && !p.isCorrect);
  return {
    total,
    correct,
    wrong: total - correct - unanswered,
    unanswered,
    passed: correct >= passMark && !failedByCritical,
    failedByCritical,
    percentage: total > 0 ? roundTo1((correct / total) * 100) : 0,
    perQuestion,
  };
};

/** Answers keyed by question id, put in the order of `questions` (null where none). */
export const alignAnswers = (
  questions: readonly Pick<QuestionRecord, 'id'>[],
  answers: readonly ExamAnswer[],
): (number | null)[] => {
  const byId = new Map(answers.map((a) => [a.questionId, a.selected]));
  return questions.map((q) => byId.get(q.id) ?? null);
};

export type TimeSpentInput = {
  startedAt?: number | undefined;
  now: number;
  allottedSeconds: number;
  remainingSeconds: number;
};

/** Whole seconds in 0..7200: from the stored start time, else allotted minus remaining. */
export const clampTimeSpent = ({
  startedAt,
  now,
  allottedSeconds,
  remainingSeconds,
}: TimeSpentInput): number => {
  const raw =
    typeof startedAt === 'number' && Number.isFinite(startedAt)
      ? (now - startedAt) / 1000
      : allottedSeconds - remainingSeconds;
  if (!Number.isFinite(raw)) return 0;
  return Math.min(MAX_TIME_SPENT_SECONDS, Math.max(0, Math.round(raw)));
};

/** '84,0%': one decimal with the Vietnamese decimal comma. */
export const formatPercentage = (percentage: number): string =>
  `${roundTo1(percentage).toFixed(1).replace('.', ',')}%`;

/** SPEC §9 failed-result message: ceil(total×0.9) − correct, never negative. */
export const correctNeededMessageCount = (total: number, correct: number): number =>
  Math.max(0, Math.ceil((total * 9) / 10) - correct);
