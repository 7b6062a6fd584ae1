/*
 * Today's daily challenge (Vietnamese day) with live progress from the device and whether it is
 * already completed, for Home's card.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { dailyCompletionFor, dayActivity } from '../../db/achievements-repository';
import {
  challengeDescription,
  challengeForDay,
  challengeProgress,
  type ChallengeProgress,
  type DailyChallenge,
} from '../../domain/daily-challenge';
import { vnDayKey } from '../../domain/vn-date';
import { useDatabase } from '../database-context';
import { useDeviceStats } from './use-learner-stats';

export type TodayChallenge = {
  day: string;
  challenge: DailyChallenge;
  description: string;
  progress: ChallengeProgress;
  completed: boolean;
  streak: number;
};

export function useDailyChallenge(): TodayChallenge | undefined {
  const db = useDatabase();
  const stats = useDeviceStats();
  const today = useLiveQuery(async () => {
    const day = vnDayKey(Date.now());
    const challenge = challengeForDay(day);
    const [activity, completion] = await Promise.all([
      dayActivity(db, day),
      dailyCompletionFor(db, day),
    ]);
    const progress = challengeProgress(challenge, activity);
    return { day, challenge, progress, completed: completion !== undefined };
  }, [db]);
  if (!today) return undefined;
  return {
    ...today,
    description: challengeDescription(today.challenge),
    progress: today.completed
      ? { ...today.progress, current: today.progress.target, percentage: 100, done: true }
      : today.progress,
    streak: stats?.dailyStreak ?? 0,
  };
}
