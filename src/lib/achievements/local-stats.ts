/*
 * A learner's figures as the device knows them: EXP and level derived exactly as the server derives
 * them (results + unlocks + daily completions, deriveUserStats), counts, best score and the streak.
 */
import {
  listDailyCompletions,
  listResults,
  listUnlocks,
  studiedCount,
} from '../../db/achievements-repository';
import type { GplxDatabase } from '../../db/database';
import type { DailyCompletionRecord, TestResultRecord, UnlockRecord } from '../../db/types';
import { testPercentage } from '../../domain/achievements';
import { nextStreak } from '../../domain/daily-challenge';
import { deriveUserStats } from '../../domain/derive-stats';
import { previousDay } from '../../domain/vn-date';

export type DeviceStats = {
  exp: number;
  level: number;
  studiedCount: number;
  testsCompleted: number;
  testsPassed: number;
  bestPercentage: number;
  /** Current streak: consecutive completed days ending today or yesterday; 0 when broken. */
  dailyStreak: number;
  lastDailyCompleted: string | null;
  unlocks: UnlockRecord[];
  results: TestResultRecord[];
  completions: DailyCompletionRecord[];
  /** The extra result passed in was not stored yet and is counted here. */
  extraCounted: boolean;
};

/** Folds SPEC §4's streak rule over the completed days (sorted, one per day). */
export function streakAfter(days: readonly string[]): number {
  let streak = 0;
  let last: string | null = null;
  for (const day of [...new Set(days)].sort()) {
    streak = nextStreak(last, day, streak);
    last = day;
  }
  return streak;
}

/** The streak as shown today: kept while the last completion is today or yesterday. */
export function currentStreak(days: readonly string[], today: string): number {
  const last = [...days].sort().pop();
  if (last === undefined) return 0;
  return last === today || last === previousDay(today) ? streakAfter(days) : 0;
}

export async function readDeviceStats(
  db: GplxDatabase,
  today: string,
  extraResult?: TestResultRecord,
): Promise<DeviceStats> {
  const [stored, unlocks, completions, studied] = await Promise.all([
    listResults(db),
    listUnlocks(db),
    listDailyCompletions(db),
    studiedCount(db),
  ]);
  const extraCounted = !!extraResult && !stored.some((r) => r.id === extraResult.id);
  const results = extraResult && extraCounted ? [...stored, extraResult] : stored;
  const derived = deriveUserStats({
    results: results.map((r) => ({
      correct: r.correctAnswers,
      total: r.totalQuestions,
      passed: r.passed,
      category: r.licenseCategory,
      createdDate: r.createdDate,
    })),
    unlocks,
    dailyCompletions: completions,
    studiedCount: studied,
  });
  const days = completions.map((c) => c.day);
  return {
    exp: derived.exp,
    level: derived.level,
    studiedCount: studied,
    testsCompleted: results.length,
    testsPassed: results.filter((r) => r.passed).length,
    bestPercentage: Math.max(
      0,
      ...results.map((r) => testPercentage(r.correctAnswers, r.totalQuestions)),
    ),
    dailyStreak: currentStreak(days, today),
    lastDailyCompleted: derived.lastDailyCompleted,
    unlocks,
    results,
    completions,
    extraCounted,
  };
}
