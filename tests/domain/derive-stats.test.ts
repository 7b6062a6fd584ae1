import { describe, expect, it } from 'vitest';
import { deriveUserStats, streakEndingAtLatest } from '../../src/domain/derive-stats';

const result = (correct: number, total: number, passed: boolean) => ({
  correct,
  total,
  passed,
  category: 'B',
  createdDate: '2025-06-01T10:00:00.000Z',
});

describe('deriveUserStats', () => {
  it('is zero for a new user', () => {
    expect(
      deriveUserStats({ results: [], unlocks: [], dailyCompletions: [], studiedCount: 0 }),
    ).toEqual({
      exp: 0,
      level: 1,
      testsCompleted: 0,
      studiedQuestionsCount: 0,
      dailyStreak: 0,
      lastDailyCompleted: null,
    });
  });

  it('adds test EXP, achievement rewards (once each) and daily rewards', () => {
    const stats = deriveUserStats({
      results: [result(20, 30, false), result(28, 30, true), result(30, 30, true)],
      unlocks: [
        { achievementId: 'first_test' },
        { achievementId: 'first_test' },
        { achievementId: 'lai_lua' },
        { achievementId: 'unknown' },
      ],
      dailyCompletions: [
        { day: '2025-06-01', expReward: 20 },
        { day: '2025-06-02', expReward: 30 },
        { day: '2025-06-02', expReward: 30 },
        { day: '2025-06-03', expReward: 15 },
      ],
      studiedCount: 42,
    });
    // Tests 10 + 60 + 160, achievements 20 + 200, daily 20 + 30 + 15.
    expect(stats).toEqual({
      exp: 515,
      level: 3,
      testsCompleted: 3,
      studiedQuestionsCount: 42,
      dailyStreak: 3,
      lastDailyCompleted: '2025-06-03',
    });
  });

  it.each<[string[], number]>([
    [[], 0],
    [['2025-06-01'], 1],
    [['2025-06-03', '2025-06-01', '2025-06-02'], 3],
    [['2025-05-30', '2025-06-01', '2025-06-02'], 2],
    [['2025-05-31', '2025-06-01', '2025-06-05'], 1],
    [['2024-12-31', '2025-01-01'], 2],
  ])('streak of %j is %i', (days, expected) => {
    expect(streakEndingAtLatest(days)).toBe(expected);
  });
});
