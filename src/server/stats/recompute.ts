/*
 * The learner's trusted numbers (exp, level, tests_completed, studied_questions_count, daily_streak,
 * last_daily_completed) derived from stored facts with src/domain/derive-stats.ts and written to users.
 * Always a full recomputation, so a replay or a second device can never count anything twice.
 */
import { sql } from 'drizzle-orm';
import { deriveUserStats, type DerivedStats } from '../../domain/derive-stats';
import type { DbOrTx } from '../bank/bank-version.js';
import { isoOrNull, rows } from '../entities/sql.js';

type ResultRow = {
  correct_answers: number;
  total_questions: number;
  passed: boolean;
  license_category: string;
  created_date: unknown;
};

export async function learnerFacts(db: DbOrTx, userId: string) {
  const results = await rows<ResultRow>(
    db,
    sql`SELECT correct_answers, total_questions, passed, license_category, created_date FROM test_results WHERE created_by_id = ${userId} AND deleted_date IS NULL`,
  );
  const unlocks = await rows<{ achievement_id: string }>(
    db,
    sql`SELECT achievement_id FROM user_achievements WHERE created_by_id = ${userId} AND deleted_date IS NULL`,
  );
  const daily = await rows<{ day: string; exp_reward: number }>(
    db,
    sql`SELECT day, exp_reward FROM daily_completions WHERE created_by_id = ${userId} AND deleted_date IS NULL`,
  );
  const [studied] = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*)::int AS n FROM study_progress WHERE created_by_id = ${userId} AND studied AND deleted_date IS NULL`,
  );
  return {
    results: results.map((r) => ({
      correct: r.correct_answers,
      total: r.total_questions,
      passed: r.passed,
      category: r.license_category,
      createdDate: isoOrNull(r.created_date) ?? '',
    })),
    unlocks: unlocks.map((u) => ({ achievementId: u.achievement_id })),
    dailyCompletions: daily.map((d) => ({ day: d.day, expReward: d.exp_reward })),
    studiedCount: Number(studied?.n ?? 0),
  };
}

export async function recomputeUserStats(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<DerivedStats> {
  const stats = deriveUserStats(await learnerFacts(db, userId));
  await db.execute(
    sql`UPDATE users SET exp = ${stats.exp}, level = ${stats.level}, tests_completed = ${stats.testsCompleted}, studied_questions_count = ${stats.studiedQuestionsCount}, daily_streak = ${stats.dailyStreak}, last_daily_completed = ${stats.lastDailyCompleted}, updated_date = ${now.toISOString()}::timestamptz WHERE id = ${userId}`,
  );
  return stats;
}
