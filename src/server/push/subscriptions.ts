/*
 * push_subscriptions repository: one row per browser endpoint (upserted by endpoint, so a device that
 * re-subscribes or changes account keeps a single row), with the learner's daily-reminder hour.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.js';
import { pushSubscriptions } from '../db/schema.js';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type SubscriptionInput = {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  reminderHour: number | null | undefined;
};

export async function upsertSubscription(db: Db, input: SubscriptionInput, now: Date) {
  const values = {
    user_id: input.userId,
    p256dh: input.p256dh,
    auth: input.auth,
    updated_date: now,
    ...(input.reminderHour !== undefined ? { reminder_hour: input.reminderHour } : {}),
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ id: uuidv7(), endpoint: input.endpoint, created_date: now, ...values })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, reminders_ignored: 0 },
    })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new Error('subscription upsert returned nothing');
  return row.id;
}

/** Removes the caller's subscription for an endpoint; true when a row was deleted. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string) {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.user_id, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscriptionById(db: Db, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export const findByEndpoint = async (db: Db, endpoint: string) =>
  (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

export function subscriptionsOfUsers(db: Db, userIds: string[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.user_id, userIds));
}

export const subscriptionsWithReminders = (db: Db): Promise<SubscriptionRow[]> =>
  db.select().from(pushSubscriptions);

export async function markReminder(db: Db, id: string, day: string, ignored: number) {
  await db
    .update(pushSubscriptions)
    .set({ last_reminder_day: day, reminders_ignored: ignored })
    .where(eq(pushSubscriptions.id, id));
}

export async function resetIgnored(db: Db, id: string) {
  await db
    .update(pushSubscriptions)
    .set({ reminders_ignored: 0 })
    .where(eq(pushSubscriptions.id, id));
}
