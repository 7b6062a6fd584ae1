// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GplxDatabase } from '../../src/db/database';
import { completeDailyChallenge } from '../../src/db/achievements-repository';
import { challengeForDay } from '../../src/domain/daily-challenge';
import { afterTestCompleted } from '../../src/lib/achievements/track';
import { QUEUE_KEY, readQueue } from '../../src/lib/achievements/announcer';
import {
  currentStreak,
  readDeviceStats,
  streakAfter,
} from '../../src/lib/achievements/local-stats';
import { vnDayKey } from '../../src/domain/vn-date';
import { dayWithChallenge, freshDb, makeResult, vnTime } from './helpers';

let db: GplxDatabase;
beforeEach(() => {
  db = freshDb();
  sessionStorage.removeItem(QUEUE_KEY);
});
afterEach(() => db.delete());

const ids = (list: { achievement_id: string }[]) => list.map((a) => a.achievement_id).sort();

describe('afterTestCompleted', () => {
  it('a passed B exam at 90% earns first_test, first_pass and the score badges; EXP includes them', async () => {
    const at = vnTime(dayWithChallenge('study'), 10);
    const result = makeResult({ correctAnswers: 27, passed: true, createdDate: at.toISOString() });
    await db.testResults.add(result);
    const out = await afterTestCompleted(db, result, at);
    expect(ids(out.newAchievements)).toEqual(
      ['do_chuan_chi', 'first_pass', 'first_test', 'phanh_than_toc'].sort(),
    );
    // 10 + 50 (passed) + 20 + 50 + 75 + 100 (rewards).
    expect(out.expGained).toBe(305);
    expect((await db.testResults.get(result.id))?.expGained).toBe(305);
    expect(ids(readQueue())).toEqual(ids(out.newAchievements));
    const stats = await readDeviceStats(db, vnDayKey(at.getTime()));
    expect(stats.exp).toBe(305);
  });

  it('calling twice never awards twice (no new unlock, no outbox entry, same EXP)', async () => {
    const at = vnTime(dayWithChallenge('test'), 10);
    const result = makeResult({ createdDate: at.toISOString() });
    await db.testResults.add(result);
    const first = await afterTestCompleted(db, result, at);
    const outboxAfterFirst = await db.outbox.count();
    const expAfterFirst = (await readDeviceStats(db, vnDayKey(at.getTime()))).exp;
    const second = await afterTestCompleted(db, result, at);
    expect(second).toEqual(first);
    expect(await db.outbox.count()).toBe(outboxAfterFirst);
    expect((await readDeviceStats(db, vnDayKey(at.getTime()))).exp).toBe(expAfterFirst);
    expect(await db.achievements.count()).toBe(first.newAchievements.length);
  });

  it('a perfect B exam earns lai_lua, qua_ai_sa_hinh and perfect_b1 and completes the test challenge', async () => {
    const day = dayWithChallenge('test');
    const at = vnTime(day, 21);
    const result = makeResult({ createdDate: at.toISOString() });
    const out = await afterTestCompleted(db, result, at); // not stored yet: still counted
    expect(ids(out.newAchievements)).toEqual(
      [
        'do_chuan_chi',
        'first_pass',
        'first_test',
        'lai_lua',
        'perfect_b1',
        'phanh_than_toc',
        'qua_ai_sa_hinh',
      ].sort(),
    );
    const rewards = 20 + 50 + 75 + 100 + 150 + 200 + 100;
    expect(out.expGained).toBe(10 + 50 + 100 + rewards + 30);
    expect((await db.dailyChallenges.get(day))?.challengeId).toBe('daily_test');
  });

  it('a failed exam earns first_test only and no pass badge', async () => {
    const at = vnTime(dayWithChallenge('study'), 10);
    const result = makeResult({ correctAnswers: 20, passed: false });
    const out = await afterTestCompleted(db, result, at);
    expect(ids(out.newAchievements)).toEqual(['first_test']);
    expect(out.expGained).toBe(10 + 20);
  });

  it('perfect in another class does not give perfect_b1; percentage is rounded', async () => {
    const at = vnTime(dayWithChallenge('study'), 10);
    // 24/25 = 96% → qua_ai_sa_hinh; A1 perfect later is not perfect_b1.
    const a = makeResult({ licenseCategory: 'A1', totalQuestions: 25, correctAnswers: 24 });
    expect(ids((await afterTestCompleted(db, a, at)).newAchievements)).toContain('qua_ai_sa_hinh');
    const b = makeResult({ licenseCategory: 'A1', totalQuestions: 25, correctAnswers: 25 });
    expect(ids((await afterTestCompleted(db, b, at)).newAchievements)).toEqual(['lai_lua']);
  });
});

describe('daily challenge and streak (Vietnam time)', () => {
  it('cannot complete twice in one day', async () => {
    const day = '2025-03-10';
    const challenge = challengeForDay(day);
    expect(await completeDailyChallenge(db, day, challenge, vnTime(day, 9))).not.toBeNull();
    expect(await completeDailyChallenge(db, day, challenge, vnTime(day, 20))).toBeNull();
    expect(await db.dailyChallenges.count()).toBe(1);
    expect(await db.outbox.where('entity').equals('DailyCompletion').count()).toBe(1);
  });

  it('23:59 and 00:01 Vietnam time are two days in a row (streak 2)', async () => {
    const late = new Date('2025-03-10T16:59:00Z'); // 23:59 on the 10th in Vietnam
    const early = new Date('2025-03-10T17:01:00Z'); // 00:01 on the 11th in Vietnam
    const d1 = vnDayKey(late.getTime());
    const d2 = vnDayKey(early.getTime());
    expect([d1, d2]).toEqual(['2025-03-10', '2025-03-11']);
    await completeDailyChallenge(db, d1, challengeForDay(d1), late);
    await completeDailyChallenge(db, d2, challengeForDay(d2), early);
    expect((await readDeviceStats(db, d2)).dailyStreak).toBe(2);
    expect((await readDeviceStats(db, '2025-03-12')).dailyStreak).toBe(2);
    expect((await readDeviceStats(db, '2025-03-13')).dailyStreak).toBe(0);
  });

  it.each([
    [['2025-03-01', '2025-03-02', '2025-03-03'], 3],
    [['2025-03-01', '2025-03-03'], 1],
    [['2025-02-28', '2025-03-01'], 2],
    [['2024-12-31', '2025-01-01', '2025-01-01'], 2],
    [[], 0],
  ])('streakAfter(%j) = %i', (days, expected) => {
    expect(streakAfter(days)).toBe(expected);
  });

  it('currentStreak keeps yesterday and drops older', () => {
    expect(currentStreak(['2025-03-01', '2025-03-02'], '2025-03-03')).toBe(2);
    expect(currentStreak(['2025-03-01', '2025-03-02'], '2025-03-04')).toBe(0);
  });
});
