/*
 * Whether a learner has earned an achievement, judged on the server's own data: studied count from
 * study_progress, results from test_results, the daily streak from daily completions, study hours from
 * progress timestamps. Uses the domain's conditionHolds over every candidate snapshot.
 */
import { sql } from 'drizzle-orm';
import {
  conditionHolds,
  testPercentage,
  type AchievementCondition,
  type LastTest,
  type ProgressSnapshot,
} from '../../domain/achievements';
import { deriveUserStats } from '../../domain/derive-stats';
import { vnHour } from '../../domain/vn-date';
import type { DbOrTx } from '../bank/bank-version.js';
import { rows } from '../entities/sql.js';
import { learnerFacts } from './recompute.js';

async function studyHours(db: DbOrTx, userId: string): Promise<number[]> {
  const found = await rows<{ t: unknown }>(
    db,
    sql`SELECT unnest(ARRAY[studied_at, last_answered_at, last_wrong_at]) AS t FROM study_progress WHERE created_by_id = ${userId} AND deleted_date IS NULL`,
  );
  const hours = new Set<number>();
  for (const { t } of found) {
    if (t instanceof Date || typeof t === 'string') hours.add(vnHour(new Date(t).getTime()));
  }
  return [...hours];
}

export async function achievementEarned(
  db: DbOrTx,
  userId: string,
  condition: AchievementCondition,
): Promise<boolean> {
  const facts = await learnerFacts(db, userId);
  const derived = deriveUserStats(facts);
  const tests = new Map<string, LastTest>();
  for (const r of facts.results) {
    const test: LastTest = {
      percentage: testPercentage(r.correct, r.total),
      passed: r.passed,
      category: r.category,
      perfect: r.total > 0 && r.correct === r.total,
    };
    tests.set(JSON.stringify(test), test);
  }
  const base: ProgressSnapshot = {
    studiedCount: facts.studiedCount,
    testsCompleted: facts.results.length,
    bestPercentage: Math.max(0, ...[...tests.values()].map((t) => t.percentage)),
    dailyStreak: derived.dailyStreak,
  };
  const lastTests: (LastTest | undefined)[] = [undefined, ...tests.values()];
  const hours: (number | undefined)[] = condition.studyHours
    ? await studyHours(db, userId)
    : [undefined];
  return lastTests.some((lastTest) =>
    hours.some((studyHour) => conditionHolds(condition, { ...base, lastTest, studyHour })),
  );
}
