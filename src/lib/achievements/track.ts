/*
 * The entry points study and exam call after a learner acts; they evaluate achievements and the daily
 * challenge on the device and store unlocks with their outbox entries. (Filled by the achievements work.)
 */
import type { GplxDatabase } from '../../db/database';
import type { TestResultRecord } from '../../db/types';

export type NewAchievement = { achievement_id: string; name: string; exp_reward: number };

/** After a study answer or a studied mark; returns achievements unlocked by it. */
export async function afterStudyActivity(
  _db: GplxDatabase,
  _activity: { questionId: string; isCorrect: boolean | null },
  _now: Date = new Date(),
): Promise<NewAchievement[]> {
  return [];
}

/** After a mock exam is stored; returns the new achievements and the EXP the exam earned. */
export async function afterTestCompleted(
  _db: GplxDatabase,
  result: TestResultRecord,
  _now: Date = new Date(),
): Promise<{ newAchievements: NewAchievement[]; expGained: number }> {
  return { newAchievements: [], expGained: 10 + (result.passed ? 50 : 0) };
}
