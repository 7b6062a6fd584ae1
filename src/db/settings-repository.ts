/*
 * Learner settings on the device (font size, exam-day mode, reminders…), one row per key.
 */
import type { GplxDatabase } from './database';

export type Settings = {
  fontSize: 'sm' | 'md' | 'lg';
  examDayMode: boolean;
  reminderHour: number | null;
  notifications: boolean;
  contentProtection: boolean;
};

export const DEFAULT_SETTINGS: Settings = {
  fontSize: 'md',
  examDayMode: false,
  reminderHour: null,
  notifications: false,
  contentProtection: true,
};

export async function readSettings(db: GplxDatabase): Promise<Settings> {
  const rows = await db.settings.toArray();
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return { ...DEFAULT_SETTINGS, ...(stored as Partial<Settings>) };
}

export async function writeSetting<K extends keyof Settings>(
  db: GplxDatabase,
  key: K,
  value: Settings[K],
): Promise<void> {
  await db.settings.put({ key, value });
}
