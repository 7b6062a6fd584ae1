// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GplxDatabase } from '../../src/db/database';
import { recordStudyAnswer } from '../../src/db/progress-repository';
import { afterStudyActivity } from '../../src/lib/achievements/track';
import { readQueue, QUEUE_KEY, subscribeAnnouncements } from '../../src/lib/achievements/announcer';
import { readDeviceStats } from '../../src/lib/achievements/local-stats';
import { dayWithChallenge, freshDb, vnTime } from './helpers';

let db: GplxDatabase;
beforeEach(() => {
  db = freshDb();
  sessionStorage.removeItem(QUEUE_KEY);
});
afterEach(() => db.delete());

const study = async (n: number, at: Date, isCorrect = true) => {
  await recordStudyAnswer(db, { questionId: `q${n}`, selectedAnswer: 'a', isCorrect }, at);
  return afterStudyActivity(db, { questionId: `q${n}`, isCorrect }, at);
};

describe('afterStudyActivity', () => {
  it('unlocks tap_ga once, with one UserAchievement outbox entry, and queues the popup', async () => {
    const at = vnTime(dayWithChallenge('test'), 10);
    const heard: string[] = [];
    const stop = subscribeAnnouncements((a) => heard.push(...a.achievements.map((x) => x.name)));
    const first = await study(1, at);
    expect(first.map((a) => a.achievement_id)).toEqual(['tap_ga']);
    expect(await afterStudyActivity(db, { questionId: 'q1', isCorrect: true }, at)).toEqual([]);
    const outbox = (await db.outbox.toArray()).filter((e) => e.entity === 'UserAchievement');
    expect(outbox).toHaveLength(1);
    const unlock = await db.achievements.get('tap_ga');
    expect(outbox[0]?.payload).toEqual({
      id: unlock?.id,
      achievement_id: 'tap_ga',
      unlocked_at: at.toISOString(),
    });
    expect(readQueue()).toEqual([{ achievement_id: 'tap_ga', name: 'Tập Ga', exp_reward: 10 }]);
    expect(heard).toEqual(['Tập Ga']);
    stop();
    const stats = await readDeviceStats(db, '2025-03-01');
    expect(stats.exp).toBe(10);
  });

  it('unlocks the study ladder at 10 studied questions', async () => {
    const at = vnTime(dayWithChallenge('test'), 10);
    for (let n = 1; n <= 9; n += 1) await study(n, at);
    const tenth = await study(10, at);
    expect(tenth.map((a) => a.achievement_id)).toEqual(['lai_thang']);
  });

  it.each([
    [23, ['night_owl']],
    [3, ['night_owl']],
    [6, ['night_owl', 'early_bird']],
    [8, ['early_bird']],
    [12, []],
  ])('at %i:30 Vietnam time unlocks %j', async (hour, expected) => {
    const day = dayWithChallenge('test');
    await study(1, vnTime(day, 12));
    const ids = (await study(2, vnTime(day, hour, 30))).map((a) => a.achievement_id);
    expect(ids).toEqual(expected);
  });

  it('completes the study challenge once when today reaches 10 questions', async () => {
    const day = dayWithChallenge('study');
    for (let n = 1; n <= 9; n += 1) await study(n, vnTime(day, 12, n));
    expect(await db.dailyChallenges.count()).toBe(0);
    await study(10, vnTime(day, 12, 30));
    await study(11, vnTime(day, 12, 31));
    await study(12, vnTime(day, 12, 32));
    const completions = await db.dailyChallenges.toArray();
    expect(completions).toHaveLength(1);
    expect(completions[0]).toMatchObject({ day, challengeId: 'daily_study', expReward: 20 });
    const entries = (await db.outbox.toArray()).filter((e) => e.entity === 'DailyCompletion');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.payload).toEqual({
      id: completions[0]?.id,
      day,
      challenge_id: 'daily_study',
      exp_reward: 20,
    });
  });

  it('completes the accuracy challenge on 5 correct answers in a row today', async () => {
    const day = dayWithChallenge('accuracy');
    await study(1, vnTime(day, 12, 0));
    await study(2, vnTime(day, 12, 1));
    await study(3, vnTime(day, 12, 2), false);
    for (let n = 4; n <= 7; n += 1) await study(n, vnTime(day, 12, n));
    expect(await db.dailyChallenges.count()).toBe(0);
    await study(8, vnTime(day, 12, 9));
    expect((await db.dailyChallenges.get(day))?.challengeId).toBe('daily_accuracy');
  });

  it('counts answers by Vietnamese day: yesterday 23:59 does not count for today', async () => {
    const day = dayWithChallenge('study');
    const yesterday = new Date(vnTime(day, 0).getTime() - 60_000);
    for (let n = 1; n <= 5; n += 1) await study(n, yesterday);
    for (let n = 6; n <= 14; n += 1) await study(n, vnTime(day, 0, n));
    expect(await db.dailyChallenges.get(day)).toBeUndefined();
    await study(15, vnTime(day, 0, 20));
    expect(await db.dailyChallenges.get(day)).toBeDefined();
  });
});
