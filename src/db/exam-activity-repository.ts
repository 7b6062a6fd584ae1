/*
 * Whether a mock exam is in progress on this device: a 'running' exam session still inside its time
 * (a session abandoned long ago must not hold back app updates forever). Used by the update toast.
 */
import type { GplxDatabase } from './database';

/** Grace after the allotted time, for a late submit or a reload near the end. */
const GRACE_MS = 5 * 60_000;

export async function hasExamInProgress(db: GplxDatabase, now: number): Promise<boolean> {
  const running = await db.examSessions.where('status').equals('running').toArray();
  return running.some((s) => s.startedAt + s.allottedSeconds * 1000 + GRACE_MS > now);
}
