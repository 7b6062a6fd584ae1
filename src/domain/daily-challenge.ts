// Daily challenges (SPEC §4, §9): one per Vietnamese calendar day, chosen from a stable hash of the
// day key; completable once a day; and the daily-streak rule shared by study and challenges.

import { seedFromString } from './random';
import { previousDay } from './vn-date';

export type DailyChallengeType = 'study' | 'accuracy' | 'test';

export type DailyChallenge = {
  id: string;
  type: DailyChallengeType;
  name: string;
  /** Contains the '{target}' placeholder. */
  description: string;
  target: number;
  expReward: number;
};

export const DAILY_CHALLENGES: readonly DailyChallenge[] = [
  {
    id: 'daily_study',
    type: 'study',
    name: 'Chăm chỉ ôn bài',
    description: 'Học {target} câu hỏi',
    target: 10,
    expReward: 20,
  },
  {
    id: 'daily_accuracy',
    type: 'accuracy',
    name: 'Chuỗi chính xác',
    description: 'Trả lời đúng {target} câu liên tiếp',
    target: 5,
    expReward: 15,
  },
  {
    id: 'daily_test',
    type: 'test',
    name: 'Thi thử mỗi ngày',
    description: 'Hoàn thành {target} bài thi thử',
    target: 1,
    expReward: 30,
  },
];

export const challengeDescription = (challenge: DailyChallenge): string =>
  challenge.description.replaceAll('{target}', String(challenge.target));

export const findChallenge = (id: string): DailyChallenge | undefined =>
  DAILY_CHALLENGES.find((c) => c.id === id);

/** The same challenge for the same day on every device and on the server. */
export const challengeForDay = (
  dayKey: string,
  challenges: readonly DailyChallenge[] = DAILY_CHALLENGES,
): DailyChallenge => {
  const challenge = challenges[seedFromString(dayKey) % challenges.length];
  if (!challenge) throw new RangeError('No daily challenges');
  return challenge;
};

/** Same day: unchanged; the day after the last active day: +1; otherwise a new streak of 1. */
export const nextStreak = (
  lastActiveDay: string | null,
  today: string,
  current: number,
): number => {
  if (lastActiveDay === today) return current;
  if (lastActiveDay !== null && previousDay(today) === lastActiveDay) return current + 1;
  return 1;
};

export type DailyActivity = {
  studiedToday: number;
  bestCorrectRunToday: number;
  testsToday: number;
};

export type ChallengeProgress = {
  current: number;
  target: number;
  percentage: number;
  done: boolean;
};

export const challengeProgress = (
  challenge: DailyChallenge,
  activity: DailyActivity,
): ChallengeProgress => {
  const value = {
    study: activity.studiedToday,
    accuracy: activity.bestCorrectRunToday,
    test: activity.testsToday,
  }[challenge.type];
  const current = Math.max(0, Math.min(value, challenge.target));
  return {
    current,
    target: challenge.target,
    percentage: challenge.target > 0 ? Math.floor((current / challenge.target) * 100) : 100,
    done: current >= challenge.target,
  };
};

/** A challenge completes at most once per day. */
export const canCompleteChallenge = (lastCompletedDay: string | null, today: string): boolean =>
  lastCompletedDay !== today;
