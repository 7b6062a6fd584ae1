/*
 * Pure helpers around an exam in progress: the remaining time (always from startedAt and the clock,
 * never a stored countdown), the parameters of the Test page's address and the result record.
 */
import type { ExamSessionRecord, TestResultRecord } from '../db/types';
import { isLicenceCategory } from '../domain/licence-catalogue';
import { examRuleFor, ruleSetInForce, studiedExamRule } from '../domain/rule-sets';
import { clampTimeSpent } from '../domain/scoring';
import type { ScoreResponse } from '../workers/exam-api';

/** Whole seconds left: allotted − elapsed, clamped to 0..allotted. */
export function remainingSeconds(
  session: Pick<ExamSessionRecord, 'startedAt' | 'allottedSeconds'>,
  now: number,
): number {
  const elapsed = Math.floor((now - session.startedAt) / 1000);
  return Math.min(session.allottedSeconds, Math.max(0, session.allottedSeconds - elapsed));
}

export const STUDIED_DEFAULT_CATEGORY = 'B';
const MAX_STUDIED_QUESTIONS = 30;

export type TestParams = {
  category: string;
  mode: 'exam' | 'studied';
  questions: number;
  minutes: number;
  passMark: number;
};

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * Reads /test?category&questions&time&pass&mode. A class with a rule set uses the rule (the address
 * cannot buy extra time); studied mode recomputes time and pass mark from the count.
 */
export function readTestParams(search: URLSearchParams, today: string): TestParams {
  const mode = search.get('mode') === 'studied' ? 'studied' : 'exam';
  const rawCategory = search.get('category')?.trim().toUpperCase();
  const category = rawCategory || (mode === 'studied' ? STUDIED_DEFAULT_CATEGORY : '');
  if (mode === 'studied') {
    const count = Math.min(MAX_STUDIED_QUESTIONS, positive(search.get('questions')) ?? 25);
    const rule = studiedExamRule(count);
    return { category, mode, questions: count, minutes: rule.minutes, passMark: rule.passMark };
  }
  const rule = isLicenceCategory(category)
    ? examRuleFor(category, ruleSetInForce(today))
    : undefined;
  const questions = rule?.questions ?? positive(search.get('questions')) ?? 25;
  return {
    category,
    mode,
    questions,
    minutes: rule?.minutes ?? positive(search.get('time')) ?? 19,
    passMark: rule?.passMark ?? Math.min(questions, positive(search.get('pass')) ?? questions),
  };
}

/** The stored result of a scored session; achievements are attached after it is stored. */
export function buildTestResult(
  session: ExamSessionRecord,
  score: ScoreResponse,
  id: string,
  now: number,
): TestResultRecord {
  return {
    id,
    licenseCategory: session.category,
    mode: session.mode,
    totalQuestions: score.total,
    correctAnswers: score.correct,
    passMark: session.passMark,
    timeSpent: clampTimeSpent({
      startedAt: session.startedAt,
      now,
      allottedSeconds: session.allottedSeconds,
      remainingSeconds: remainingSeconds(session, now),
    }),
    passed: score.passed,
    answers: score.answers,
    createdDate: new Date(now).toISOString(),
    newAchievements: [],
    expGained: 0,
  };
}
