/*
 * The entry points study and exam call after a learner acts. They evaluate achievements and the daily
 * challenge on the device, store unlocks and completions with their outbox entries (once each), and
 * queue new unlocks for the global popup (plus the study toast). EXP is never a stored counter: it is
 * derived from results, unlocks and completions, so repeated calls cannot award it twice.
 */
import {
  completeDailyChallenge,
  dayActivity,
  readProcessedResult,
  saveProcessedResult,
  saveUnlocks,
  unlockedIds,
} from '../../db/achievements-repository';
import type { GplxDatabase } from '../../db/database';
import type { DailyCompletionRecord, TestResultRecord } from '../../db/types';
import {
  evaluateAchievements,
  testPercentage,
  type AchievementDefinition,
  type ProgressSnapshot,
} from '../../domain/achievements';
import {
  canCompleteChallenge,
  challengeForDay,
  challengeProgress,
} from '../../domain/daily-challenge';
import { testExp } from '../../domain/exp-levels';
import { vnDayKey, vnHour } from '../../domain/vn-date';
import { announceAchievements, type NewAchievement } from './announcer';
import { readDeviceStats } from './local-stats';

export type { NewAchievement };

const toNew = (d: AchievementDefinition): NewAchievement => ({
  achievement_id: d.id,
  name: d.name,
  exp_reward: d.expReward,
});

/** Completes today's challenge when its target is reached and today is not completed yet. */
async function maybeCompleteDaily(
  db: GplxDatabase,
  today: string,
  lastCompleted: string | null,
  now: Date,
  unstoredTests = 0,
): Promise<DailyCompletionRecord | null> {
  if (!canCompleteChallenge(lastCompleted, today)) return null;
  const challenge = challengeForDay(today);
  const activity = await dayActivity(db, today);
  const progress = challengeProgress(challenge, {
    ...activity,
    testsToday: activity.testsToday + unstoredTests,
  });
  return progress.done ? completeDailyChallenge(db, today, challenge, now) : null;
}

/** After a study answer or a studied mark; returns achievements unlocked by it. */
export async function afterStudyActivity(
  db: GplxDatabase,
  _activity: { questionId: string; isCorrect: boolean | null },
  now: Date = new Date(),
): Promise<NewAchievement[]> {
  const ms = now.getTime();
  const today = vnDayKey(ms);
  const stats = await readDeviceStats(db, today);
  const snapshot: ProgressSnapshot = {
    studiedCount: stats.studiedCount,
    testsCompleted: stats.testsCompleted,
    bestPercentage: stats.bestPercentage,
    dailyStreak: stats.dailyStreak,
    studyHour: vnHour(ms),
  };
  const unlocked = await saveUnlocks(
    db,
    evaluateAchievements(snapshot, await unlockedIds(db)),
    now,
  );
  const todayDone = stats.completions.some((c) => c.day === today) ? today : null;
  await maybeCompleteDaily(db, today, todayDone, now);
  const list = unlocked.map(toNew);
  announceAchievements(list, true);
  return list;
}

/** After a mock exam is stored; returns the new achievements and the EXP the exam earned. */
export async function afterTestCompleted(
  db: GplxDatabase,
  result: TestResultRecord,
  now: Date = new Date(),
): Promise<{ newAchievements: NewAchievement[]; expGained: number }> {
  const processed = await readProcessedResult(db, result.id);
  if (processed) return processed;
  const today = vnDayKey(now.getTime());
  const stats = await readDeviceStats(db, today, result);
  const perfect = result.totalQuestions > 0 && result.correctAnswers === result.totalQuestions;
  const snapshot: ProgressSnapshot = {
    studiedCount: stats.studiedCount,
    testsCompleted: stats.testsCompleted,
    bestPercentage: stats.bestPercentage,
    dailyStreak: stats.dailyStreak,
    lastTest: {
      percentage: testPercentage(result.correctAnswers, result.totalQuestions),
      passed: result.passed,
      category: result.licenseCategory,
      perfect,
    },
  };
  const unlocked = await saveUnlocks(
    db,
    evaluateAchievements(snapshot, await unlockedIds(db)),
    now,
  );
  const todayDone = stats.completions.some((c) => c.day === today) ? today : null;
  const daily = await maybeCompleteDaily(db, today, todayDone, now, stats.extraCounted ? 1 : 0);
  const newAchievements = unlocked.map(toNew);
  const expGained =
    testExp({
      passed: result.passed,
      perfect,
      newAchievementRewards: unlocked.map((d) => d.expReward),
    }) + (daily?.expReward ?? 0);
  const value = { newAchievements, expGained };
  await saveProcessedResult(db, result.id, value, now);
  announceAchievements(newAchievements, false);
  return value;
}
