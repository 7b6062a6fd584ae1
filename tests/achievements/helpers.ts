// Shared helpers for the achievement tests: a fresh database, VN-time instants and a result record.
import { GplxDatabase } from '../../src/db/database';
import type { TestResultRecord } from '../../src/db/types';
import { challengeForDay, type DailyChallengeType } from '../../src/domain/daily-challenge';
import { addDays } from '../../src/domain/vn-date';

export const freshDb = () => new GplxDatabase('test-' + crypto.randomUUID());

/** The instant of a Vietnamese wall-clock time (UTC+7). */
export const vnTime = (day: string, hh: number, mm = 0) =>
  new Date(`${day}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+07:00`);

/** The first day from 2025-03-01 whose daily challenge has the given type. */
export function dayWithChallenge(type: DailyChallengeType, from = '2025-03-01'): string {
  let day = from;
  for (let i = 0; i < 400; i += 1, day = addDays(day, 1)) {
    if (challengeForDay(day).type === type) return day;
  }
  throw new Error(`no ${type} day`);
}

export function makeResult(over: Partial<TestResultRecord> = {}): TestResultRecord {
  return {
    id: crypto.randomUUID(),
    licenseCategory: 'B',
    mode: 'exam',
    totalQuestions: 30,
    correctAnswers: 30,
    passMark: 27,
    timeSpent: 600,
    passed: true,
    answers: [],
    createdDate: new Date().toISOString(),
    newAchievements: [],
    expGained: 0,
    ...over,
  };
}
