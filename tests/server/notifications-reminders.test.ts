import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../helpers/test-server';
import { queryRows, type Db } from '../../src/server/db/client';
import { runReminders } from '../../src/server/push/reminders';
import type { PushSender } from '../../src/server/push/send';
import { upsertSubscription } from '../../src/server/push/subscriptions';

const REMINDER = 'Hôm nay bạn chưa ôn thi. Dành 10 phút luyện tập nhé!';
/** 2025-03-10 at hh:mm Vietnam time (UTC+7). */
const vn = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2025, 2, day, hour - 7, minute));

function recorder() {
  const sent: { userId: string; payload: unknown }[] = [];
  const send: PushSender = async (subscription, payload) => {
    sent.push({ userId: subscription.user_id, payload });
    return 'sent';
  };
  return { sent, send };
}

async function subscribeUser(db: Db, userId: string, reminderHour: number | null) {
  await upsertSubscription(
    db,
    { userId, endpoint: `https://push.test/${userId}`, p256dh: 'k', auth: 'a', reminderHour },
    new Date(),
  );
}

async function study(db: Db, userId: string, at: Date) {
  await db.execute(sql`INSERT INTO study_progress (id, question_id, created_by_id, created_by, updated_date)
    VALUES (${`p-${userId}-${at.getTime()}`}, 'q1', ${userId}, ${`${userId}@x`}, ${at.toISOString()})
    ON CONFLICT (created_by_id, question_id) DO UPDATE SET updated_date = EXCLUDED.updated_date`);
}

describeEachDatabase('daily study reminders', (server) => {
  it('sends once a day at the chosen Vietnam hour to learners who have not studied', async () => {
    const { db } = server();
    await subscribeUser(db, 'u1', 20);
    const { sent, send } = recorder();
    expect(await runReminders(db, vn(10, 19, 59), send)).toMatchObject({ sent: 0 });
    await runReminders(db, vn(10, 20, 0), send);
    await runReminders(db, vn(10, 21, 0), send);
    expect(sent).toEqual([
      {
        userId: 'u1',
        payload: { kind: 'daily_reminder', title: 'Ôn thi GPLX', body: REMINDER, url: '/study' },
      },
    ]);
  });

  it('skips learners who studied that Vietnamese day (the boundary is midnight UTC+7)', async () => {
    const { db } = server();
    await subscribeUser(db, 'early', 19);
    await subscribeUser(db, 'late', 19);
    await study(db, 'early', vn(10, 0, 30)); // 00:30 on the 10th in Vietnam, 17:30 UTC on the 9th
    await study(db, 'late', vn(9, 23, 30)); // 23:30 on the 9th in Vietnam
    const { sent, send } = recorder();
    await runReminders(db, vn(10, 19), send);
    expect(sent.map((s) => s.userId)).toEqual(['late']);
  });

  it('uses the test results of the day too', async () => {
    const { db } = server();
    await subscribeUser(db, 'tester', 8);
    await db.execute(sql`INSERT INTO test_results (id, license_category, total_questions, correct_answers,
      pass_mark, time_spent, passed, user_id, created_by_id, created_by, updated_date)
      VALUES ('r1', 'B', 30, 28, 27, 600, true, 'tester', 'tester', 't@x', ${vn(10, 7).toISOString()})`);
    const { sent, send } = recorder();
    await runReminders(db, vn(10, 9), send);
    expect(sent).toEqual([]);
  });

  it('stops after three ignored reminders in a row and starts again once the learner studies', async () => {
    const { db } = server();
    await subscribeUser(db, 'lazy', 19);
    const { sent, send } = recorder();
    for (const day of [10, 11, 12, 13, 14]) await runReminders(db, vn(day, 19), send);
    expect(sent).toHaveLength(3);
    const [row] = await queryRows<{ reminders_ignored: number; last_reminder_day: string }>(
      db,
      sql`SELECT reminders_ignored, last_reminder_day FROM push_subscriptions`,
    );
    expect(row).toEqual({ reminders_ignored: 3, last_reminder_day: '2025-03-12' });
    await study(db, 'lazy', vn(15, 10));
    await runReminders(db, vn(15, 19), send);
    expect(sent).toHaveLength(3);
    await runReminders(db, vn(16, 19), send);
    expect(sent).toHaveLength(4);
  });

  it('a reminder answered by studying does not count as ignored', async () => {
    const { db } = server();
    await subscribeUser(db, 'keen', 19);
    const { sent, send } = recorder();
    await runReminders(db, vn(10, 19), send);
    await study(db, 'keen', vn(10, 21));
    for (const day of [11, 12, 13]) await runReminders(db, vn(day, 19), send);
    expect(sent).toHaveLength(4);
  });

  it('uses 19:00 when no hour was chosen', async () => {
    const { db } = server();
    await subscribeUser(db, 'default', null);
    const { sent, send } = recorder();
    await runReminders(db, vn(10, 18, 59), send);
    expect(sent).toHaveLength(0);
    await runReminders(db, vn(10, 19), send);
    expect(sent).toHaveLength(1);
  });
});
