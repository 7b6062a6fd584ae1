/*
 * Everything the profile shows: the learner's figures (server when signed in, device otherwise), the
 * badge collection with partial progress and the chart data.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { chapterTotals, studiedIdSet } from '../../../db/achievements-repository';
import {
  ACHIEVEMENTS,
  achievementProgress,
  type AchievementDefinition,
  type AchievementProgress,
} from '../../../domain/achievements';
import { profileTitle } from '../../../domain/exp-levels';
import { useDatabase } from '../../../lib/database-context';
import { useLearnerStats, type LearnerStats } from '../../../lib/achievements/use-learner-stats';
import { expOverTime, masteryByChapter, type ExpPoint, type MasteryPoint } from './profile-charts';

export type BadgeView = {
  definition: AchievementDefinition;
  unlockedAt: string | null;
  progress: AchievementProgress;
};

export type ProfileData = {
  stats: LearnerStats;
  title: string;
  passRate: number;
  badges: BadgeView[];
  mastery: MasteryPoint[];
  expHistory: ExpPoint[];
};

export function useProfileData(): ProfileData | undefined {
  const db = useDatabase();
  const stats = useLearnerStats();
  const bank = useLiveQuery(
    async () => ({ questions: await chapterTotals(db), studied: await studiedIdSet(db) }),
    [db],
  );
  if (!stats || !bank) return undefined;
  const { device } = stats;
  const unlockedAt = new Map(device.unlocks.map((u) => [u.achievementId, u.unlockedAt]));
  const snapshot = {
    studiedCount: device.studiedCount,
    testsCompleted: device.testsCompleted,
    bestPercentage: device.bestPercentage,
    dailyStreak: stats.dailyStreak,
  };
  return {
    stats,
    title: profileTitle(unlockedAt.keys()),
    passRate: device.testsCompleted > 0 ? (device.testsPassed / device.testsCompleted) * 100 : 0,
    badges: ACHIEVEMENTS.map((definition) => ({
      definition,
      unlockedAt: unlockedAt.get(definition.id) ?? null,
      progress: achievementProgress(definition, snapshot),
    })),
    mastery: masteryByChapter(bank.questions, bank.studied),
    expHistory: expOverTime(device.results, device.unlocks, device.completions),
  };
}
