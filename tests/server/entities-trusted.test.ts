import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { findAchievement } from '../../src/domain/achievements';
import { challengeForDay } from '../../src/domain/daily-challenge';
import { levelFor, testExp } from '../../src/domain/exp-levels';
import { nextDay, previousDay, vnDayKey } from '../../src/domain/vn-date';
import { queryRows } from '../../src/server/db/client';
import { authAs, createUser, type TestUser } from '../helpers/auth-as';
import {
  call,
  correctLetter,
  ENTITY_BASE,
  seedAchievements,
  seedQuestions,
  wrongLetter,
} from '../helpers/entity-fixtures';
import { describeEachDatabase } from '../helpers/test-server';

type Entity = Record<string, unknown>;

describeEachDatabase('entity API: trusted numbers', (server) => {
  const post = async (entity: string, user: TestUser, payload: unknown, key?: string) =>
    call(server().app, {
      method: 'POST',
      url: `${ENTITY_BASE}/${entity}/bulk`,
      headers: { ...(await authAs(server(), user)), ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as Record<string, unknown>,
    });
  const first = (res: Awaited<ReturnType<typeof post>>) =>
    (res.body.data as { items: Entity[] }).items[0] as Entity;
  const userRow = async (id: string) =>
    (await queryRows<Entity>(server().db, sql`SELECT * FROM users WHERE id = ${id}`))[0] as Entity;

  /** A class-B exam over q1..q30: every answer right except the numbers in `wrong`. */
  const examB = (id: string, wrong: number[] = []) => ({
    id,
    license_category: 'B',
    mode: 'exam',
    time_spent: 99_999,
    answers: Array.from({ length: 30 }, (_, i) => ({
      question_id: `q${i + 1}`,
      selected_answer: wrong.includes(i + 1) ? wrongLetter(i + 1) : correctLetter(i + 1),
    })),
    // Client figures the server must ignore:
    correct_answers: 30,
    total_questions: 30,
    pass_mark: 1,
    passed: true,
  });

  it('re-grades a result: client figures ignored, critical wrong fails, snapshots stored', async () => {
    await seedQuestions(server().db, 40);
    const me = await createUser(server());
    const res = await post('TestResult', me, { items: [examB('r-1', [20])] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = first(res);
    expect(result).toMatchObject({
      correct_answers: 29,
      total_questions: 30,
      pass_mark: 27,
      passed: false,
      time_spent: 7200,
      user_id: me.id,
    });
    const answers = result.answers as Entity[];
    expect(answers[19]).toEqual({
      question_id: 'q20',
      question_number: 20,
      question_text: 'Câu hỏi thử số 20',
      options: {
        a: 'Đáp án 1 của 20',
        b: 'Đáp án 2 của 20',
        c: 'Đáp án 3 của 20',
        d: 'Đáp án 4 của 20',
      },
      correct_answer: 'a',
      selected_answer: 'b',
      is_correct: false,
      is_critical: true,
      image_url: null,
    });
    const passed = first(await post('TestResult', me, { items: [examB('r-2', [1, 2])] }));
    expect(passed).toMatchObject({ correct_answers: 28, passed: true });
  });

  it('keeps results immutable and refuses unknown questions', async () => {
    await seedQuestions(server().db, 30);
    const me = await createUser(server());
    const stored = first(await post('TestResult', me, { items: [examB('r-1', [3])] }));
    const again = first(await post('TestResult', me, { items: [examB('r-1', [])] }));
    expect(again).toEqual(stored);
    const put = await call(server().app, {
      method: 'PUT',
      url: `${ENTITY_BASE}/TestResult/update/r-1`,
      headers: await authAs(server(), me),
      payload: { time_spent: 5 },
    });
    expect([put.status, put.body.code]).toEqual([409, 'record-immutable']);
    const bad = examB('r-3');
    bad.answers[0] = { question_id: 'q999', selected_answer: 'a' };
    const unknown = await post('TestResult', me, { items: [bad] });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'unknown-question']);
  });

  it('derives EXP from the domain rules and never double-counts a replay or a second device', async () => {
    await seedQuestions(server().db, 30);
    await seedAchievements(server().db);
    const me = await createUser(server());
    const perfect = examB('r-perfect');
    for (let i = 0; i < 3; i += 1) await post('TestResult', me, { items: [perfect] }, `k-${i}`);
    await Promise.all([1, 2, 3].map(() => post('TestResult', me, { items: [perfect] })));
    const unlock = {
      id: 'u-1',
      achievement_id: 'first_test',
      unlocked_at: new Date().toISOString(),
    };
    expect((await post('UserAchievement', me, { items: [unlock] })).status).toBe(200);
    // The second device unlocks the same achievement under its own id: one unlock is kept.
    const twin = first(await post('UserAchievement', me, { items: [{ ...unlock, id: 'u-2' }] }));
    expect(twin.id).toBe('u-1');
    const today = vnDayKey(Date.now());
    const challenge = challengeForDay(today);
    const daily = { day: today, challenge_id: challenge.id, exp_reward: challenge.expReward };
    await post('DailyCompletion', me, { items: [{ id: 'd-1', ...daily }] });
    const dailyTwin = first(
      await post('DailyCompletion', me, { items: [{ id: 'd-2', ...daily }] }),
    );
    expect(dailyTwin.id).toBe('d-1');
    const expected =
      testExp({ passed: true, perfect: true, newAchievementRewards: [] }) +
      (findAchievement('first_test')?.expReward ?? 0) +
      challenge.expReward;
    const user = await userRow(me.id);
    expect(user).toMatchObject({
      exp: expected,
      level: levelFor(expected).level,
      tests_completed: 1,
      daily_streak: 1,
      last_daily_completed: today,
    });
  });

  it('refuses an unlock the server data does not support, accepts it once earned', async () => {
    await seedAchievements(server().db);
    const me = await createUser(server());
    const claim = { id: 'u-1', achievement_id: 'lai_thang', unlocked_at: new Date().toISOString() };
    const early = await post('UserAchievement', me, { items: [claim] });
    expect([early.status, early.body.code]).toEqual([422, 'achievement-not-earned']);
    const unknown = await post('UserAchievement', me, {
      items: [{ ...claim, achievement_id: 'nope' }],
    });
    expect([unknown.status, unknown.body.code]).toEqual([422, 'achievement-not-earned']);
    const progress = Array.from({ length: 10 }, (_, i) => ({
      id: `p-${i}`,
      question_id: `q${i + 1}`,
      studied: true,
    }));
    await post('StudyProgress', me, { items: progress });
    expect((await post('UserAchievement', me, { items: [claim] })).status).toBe(200);
    const user = await userRow(me.id);
    expect(user).toMatchObject({
      studied_questions_count: 10,
      exp: findAchievement('lai_thang')?.expReward,
    });
  });

  it('validates daily completions against the day and its challenge', async () => {
    const me = await createUser(server());
    const today = vnDayKey(Date.now());
    const entry = (day: string, id: string) => {
      const c = challengeForDay(day);
      return { id, day, challenge_id: c.id, exp_reward: c.expReward };
    };
    const future = await post('DailyCompletion', me, {
      items: [entry(nextDay(nextDay(today)), 'd-f')],
    });
    expect([future.status, future.body.code]).toEqual([422, 'invalid-daily-completion']);
    const fake = await post('DailyCompletion', me, {
      items: [{ ...entry(today, 'd-x'), exp_reward: 9999 }],
    });
    expect(fake.body.code).toBe('invalid-daily-completion');
    const badDay = await post('DailyCompletion', me, { items: [entry('2025-02-30', 'd-b')] });
    expect(badDay.body.code).toBe('invalid-daily-completion');
    const ok = await post('DailyCompletion', me, {
      items: [entry(previousDay(today), 'd-1'), entry(today, 'd-2')],
    });
    expect(ok.status).toBe(200);
    expect(await userRow(me.id)).toMatchObject({ daily_streak: 2, last_daily_completed: today });
  });
});
