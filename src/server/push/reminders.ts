/*
 * The daily study reminder: at each subscription's chosen hour (Vietnam time), learners who have not
 * studied that Vietnamese day (no study_progress / test_results change) get one reminder a day. Each
 * reminder sent without study afterwards counts as ignored; after three in a row they stop until the
 * learner studies again. runReminders() is pure over (db, now, send) so tests call it directly.
 */
import { sql } from 'drizzle-orm';
import { dayNumber, vnDayKey, vnHour, VN_OFFSET_MS } from '../../domain/vn-date';
import { pwa } from '../../i18n/vi/pwa';
import { queryRows, type Db } from '../db/client.js';
import type { StartupTask } from '../startup.js';
import { createPushSender, type PushSender } from './send.js';
import { markReminder, resetIgnored, subscriptionsWithReminders } from './subscriptions.js';

export const DEFAULT_REMINDER_HOUR = 19;
export const MAX_IGNORED_REMINDERS = 3;
const TICK_MS = 60_000;

export const dailyReminderPayload = () => ({
  kind: 'daily_reminder',
  title: pwa.push.appName,
  body: pwa.push.dailyReminder,
  url: '/study',
});

const vnDayStart = (dayKey: string) => new Date(dayNumber(dayKey) * 86_400_000 - VN_OFFSET_MS);

async function lastActivity(db: Db, userId: string): Promise<Date | null> {
  const rows = await queryRows<{ last: string | Date | null }>(
    db,
    sql`SELECT max(updated_date) AS last FROM (
      SELECT updated_date FROM study_progress WHERE created_by_id = ${userId}
      UNION ALL
      SELECT updated_date FROM test_results WHERE created_by_id = ${userId}
    ) AS activity`,
  );
  const last = rows[0]?.last;
  return last ? new Date(last) : null;
}

export type ReminderRun = { sent: number; skipped: number };

export async function runReminders(db: Db, now: Date, send: PushSender): Promise<ReminderRun> {
  const today = vnDayKey(now.getTime());
  const hour = vnHour(now.getTime());
  const todayStart = vnDayStart(today);
  const run: ReminderRun = { sent: 0, skipped: 0 };
  for (const sub of await subscriptionsWithReminders(db)) {
    if (sub.last_reminder_day === today || hour < (sub.reminder_hour ?? DEFAULT_REMINDER_HOUR)) {
      continue;
    }
    const last = await lastActivity(db, sub.user_id);
    if (last && last >= todayStart) {
      // Studied today: no reminder, and the ignored streak is over.
      if (sub.reminders_ignored !== 0) await resetIgnored(db, sub.id);
      run.skipped += 1;
      continue;
    }
    const answeredLast =
      sub.last_reminder_day !== null && last !== null && last >= vnDayStart(sub.last_reminder_day);
    const ignored = answeredLast ? 0 : sub.reminders_ignored;
    if (ignored >= MAX_IGNORED_REMINDERS) {
      run.skipped += 1;
      continue;
    }
    const outcome = await send(sub, dailyReminderPayload(), 'normal');
    if (outcome === 'sent') {
      await markReminder(db, sub.id, today, ignored + 1);
      run.sent += 1;
    } else run.skipped += 1;
  }
  return run;
}

let timer: ReturnType<typeof setInterval> | undefined;

/** Startup task: checks reminders every minute; the timer never keeps the process alive. */
export const startReminderScheduler: StartupTask = async ({ config, db, log }) => {
  stopReminderScheduler();
  const send = createPushSender({ db, fetch, adminEmails: config.adminEmails });
  let busy = false;
  timer = setInterval(() => {
    if (busy) return;
    busy = true;
    runReminders(db, new Date(), send)
      .then((run) => {
        if (run.sent > 0) log.info({ sent: run.sent }, 'daily reminders sent');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'daily reminders failed'))
      .finally(() => {
        busy = false;
      });
  }, TICK_MS);
  timer.unref();
};

export function stopReminderScheduler(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
