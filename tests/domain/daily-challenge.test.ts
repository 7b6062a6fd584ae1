import { describe, expect, it } from 'vitest';
import {
  DAILY_CHALLENGES,
  canCompleteChallenge,
  challengeDescription,
  challengeForDay,
  challengeProgress,
  nextStreak,
} from '../../src/domain/daily-challenge';
import {
  addDays,
  daysBetween,
  isDayKey,
  previousDay,
  vnDayKey,
  vnHour,
} from '../../src/domain/vn-date';

const at = (iso: string) => Date.parse(iso);

describe('Vietnam calendar (UTC+7)', () => {
  it.each([
    ['2025-06-01T16:59:59.999Z', '2025-06-01', 23],
    ['2025-06-01T17:00:00.000Z', '2025-06-02', 0],
    ['2025-12-31T17:00:00.000Z', '2026-01-01', 0],
    ['2024-02-28T17:30:00.000Z', '2024-02-29', 0],
    ['2025-06-01T00:00:00.000Z', '2025-06-01', 7],
    ['1969-12-31T16:00:00.000Z', '1969-12-31', 23],
  ])('%s is %s at hour %i in Vietnam', (iso, day, hour) => {
    expect(vnDayKey(at(iso))).toBe(day);
    expect(vnHour(at(iso))).toBe(hour);
  });

  it.each([
    ['2025-06-02', '2025-06-01'],
    ['2025-03-01', '2025-02-28'],
    ['2024-03-01', '2024-02-29'],
    ['2026-01-01', '2025-12-31'],
    ['2000-03-01', '2000-02-29'],
  ])('previousDay(%s) = %s', (day, previous) => {
    expect(previousDay(day)).toBe(previous);
  });

  it('counts days and validates keys', () => {
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(isDayKey('2025-02-29')).toBe(false);
    expect(isDayKey('2025-2-3')).toBe(false);
    expect(isDayKey('2024-02-29')).toBe(true);
  });
});

describe('nextStreak', () => {
  it.each<[string | null, string, number, number]>([
    [null, '2025-06-01', 0, 1],
    ['2025-06-01', '2025-06-01', 4, 4],
    ['2025-05-31', '2025-06-01', 4, 5],
    ['2025-05-30', '2025-06-01', 4, 1],
    ['2025-06-02', '2025-06-01', 4, 1],
  ])('last=%s today=%s current=%i → %i', (last, today, current, expected) => {
    expect(nextStreak(last, today, current)).toBe(expected);
  });

  it('continues across midnight in Vietnam time, not UTC', () => {
    const evening = vnDayKey(at('2025-06-01T16:59:59Z')); // 23:59:59 on 1 June in Vietnam
    const midnight = vnDayKey(at('2025-06-01T17:00:00Z')); // 00:00:00 on 2 June in Vietnam
    expect(nextStreak(evening, midnight, 3)).toBe(4);
    // 08:00 and 23:00 on the same Vietnamese day: unchanged.
    const morning = vnDayKey(at('2025-06-01T01:00:00Z'));
    expect(nextStreak(morning, vnDayKey(at('2025-06-01T16:00:00Z')), 3)).toBe(3);
  });
});

describe('daily challenges', () => {
  it('has the three SPEC challenges', () => {
    expect(DAILY_CHALLENGES.map((c) => [c.type, c.target, c.expReward])).toEqual([
      ['study', 10, 20],
      ['accuracy', 5, 15],
      ['test', 1, 30],
    ]);
    expect(DAILY_CHALLENGES.map(challengeDescription)).toEqual([
      'Học 10 câu hỏi',
      'Trả lời đúng 5 câu liên tiếp',
      'Hoàn thành 1 bài thi thử',
    ]);
  });

  it('chooses a stable challenge per day and uses all of them over a month', () => {
    const days = Array.from({ length: 30 }, (_, i) => addDays('2025-06-01', i));
    const first = days.map((d) => challengeForDay(d).id);
    expect(days.map((d) => challengeForDay(d).id)).toEqual(first);
    expect(new Set(first).size).toBe(3);
    expect(challengeForDay('2025-06-01').id).toBe(first[0]);
  });

  it.each<[number, number, number, number, boolean]>([
    [0, 9, 0, 90, false],
    [0, 10, 0, 100, true],
    [1, 3, 0, 60, false],
    [1, 7, 0, 100, true],
    [2, 0, 0, 0, false],
    [2, 0, 1, 100, true],
  ])('challenge %i with activity %i/%i → %i%%', (index, studiedOrRun, tests, percentage, done) => {
    const challenge = DAILY_CHALLENGES[index]!;
    const progress = challengeProgress(challenge, {
      studiedToday: studiedOrRun,
      bestCorrectRunToday: studiedOrRun,
      testsToday: tests,
    });
    expect(progress).toMatchObject({ percentage, done });
  });

  it('cannot be completed twice in one day', () => {
    const today = vnDayKey(at('2025-06-01T10:00:00Z'));
    expect(canCompleteChallenge(null, today)).toBe(true);
    expect(canCompleteChallenge('2025-05-31', today)).toBe(true);
    expect(canCompleteChallenge(today, vnDayKey(at('2025-06-01T16:59:59Z')))).toBe(false);
    expect(canCompleteChallenge(today, vnDayKey(at('2025-06-01T17:00:00Z')))).toBe(true);
  });
});
