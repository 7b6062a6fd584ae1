// Trusted user statistics derived from stored facts (test results, achievement unlocks, daily
// completions): what the server reports for EXP, level, streak and counts instead of client numbers.

import { findAchievement } from './achievement-definitions';
import { levelFor, testExp } from './exp-levels';
import { isDayKey, previousDay } from './vn-date';

export type DerivedResult = {
  correct: number;
  total: number;
  passed: boolean;
  category: string;
  createdDate: string;
};

export type DeriveStatsInput = {
  results: readonly DerivedResult[];
  unlocks: readonly { achievementId: string }[];
  dailyCompletions: readonly { day: string; expReward: number }[];
  studiedCount: number;
};

export type DerivedStats = {
  exp: number;
  level: number;
  testsCompleted: number;
  studiedQuestionsCount: number;
  dailyStreak: number;
  /** Day key of the latest completion, null when none. */
  lastDailyCompleted: string | null;
};

/** Consecutive days ending at the latest day (keys 'YYYY-MM-DD'; duplicates ignored). */
export const streakEndingAtLatest = (days: readonly string[]): number => {
  const unique = new Set(days.filter(isDayKey));
  const latest = [...unique].sort().pop();
  if (latest === undefined) return 0;
  let streak = 1;
  for (let day = previousDay(latest); unique.has(day); day = previousDay(day)) streak += 1;
  return streak;
};

/**
 * EXP = Σ testExp per result (achievement rewards are not counted there) + Σ rewards of the unlocked
 * achievements (each id once, unknown ids ignored) + Σ daily rewards (one completion per day).
 */
export const deriveUserStats = ({
  results,
  unlocks,
  dailyCompletions,
  studiedCount,
}: DeriveStatsInput): DerivedStats => {
  const fromTests = results.reduce(
    (sum, r) =>
      sum +
      testExp({
        passed: r.passed,
        perfect: r.total > 0 && r.correct === r.total,
        newAchievementRewards: [],
      }),
    0,
  );
  const unlockedIds = new Set(unlocks.map((u) => u.achievementId));
  const fromAchievements = [...unlockedIds].reduce(
    (sum, id) => sum + (findAchievement(id)?.expReward ?? 0),
    0,
  );
  const perDay = new Map<string, number>();
  for (const c of dailyCompletions) {
    if (isDayKey(c.day) && !perDay.has(c.day)) perDay.set(c.day, Math.max(0, c.expReward));
  }
  const fromDaily = [...perDay.values()].reduce((sum, n) => sum + n, 0);
  const exp = fromTests + fromAchievements + fromDaily;
  const days = [...perDay.keys()];
  return {
    exp,
    level: levelFor(exp).level,
    testsCompleted: results.length,
    studiedQuestionsCount: Math.max(0, studiedCount),
    dailyStreak: streakEndingAtLatest(days),
    lastDailyCompleted: days.sort().pop() ?? null,
  };
};
