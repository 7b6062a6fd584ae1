/*
 * The sync engine's storage: reading and acknowledging the outbox (by seq, so entries added during a
 * push stay), dead letters (retry puts the entry back into the outbox, discard drops it), pull cursors
 * in syncState, and the sign-out wipe of a learner's private data. Writes go through ./outbox-repository.
 */
import type { GplxDatabase } from './database';
import type { DeadLetterRecord, OutboxRecord, SyncEntity, SyncStateRecord } from './types';

const DEVICE_KEY = 'syncDeviceId';

/** A random id for this browser profile, part of every Idempotency-Key (kept across sign-outs). */
export async function deviceId(db: GplxDatabase): Promise<string> {
  return db.transaction('rw', db.settings, async () => {
    const stored = await db.settings.get(DEVICE_KEY);
    if (typeof stored?.value === 'string') return stored.value;
    const id = crypto.randomUUID();
    await db.settings.put({ key: DEVICE_KEY, value: id });
    return id;
  });
}

export const readOutbox = (db: GplxDatabase, limit = 5_000): Promise<OutboxRecord[]> =>
  db.outbox.orderBy('seq').limit(limit).toArray();

/** Removes exactly the entries that were sent and acknowledged. */
export async function acknowledge(db: GplxDatabase, seqs: readonly number[]): Promise<void> {
  if (seqs.length > 0) await db.outbox.bulkDelete([...seqs]);
}

export type Rejection = { status: number; code: string; reason: string };

/** Moves rejected entries out of the queue: one dead letter per record (its latest entry). */
export async function moveToDeadLetters(
  db: GplxDatabase,
  records: readonly { entry: OutboxRecord; seqs: readonly number[] }[],
  rejection: Rejection,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction('rw', db.outbox, db.deadLetters, async () => {
    for (const { entry, seqs } of records) {
      // Only entries still queued: another tab may have handled them meanwhile.
      const still = (await db.outbox.bulkGet([...seqs])).filter(Boolean);
      if (still.length === 0) continue;
      await db.deadLetters.add({ entry, ...rejection, failedAt: now.toISOString() });
      await db.outbox.bulkDelete([...seqs]);
    }
  });
}

export const listDeadLetters = (db: GplxDatabase): Promise<DeadLetterRecord[]> =>
  db.deadLetters.orderBy('id').toArray();

/** 'Thử lại': the entry goes back to the end of the outbox. */
export async function retryDeadLetter(
  db: GplxDatabase,
  id: number,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction('rw', db.outbox, db.deadLetters, async () => {
    const letter = await db.deadLetters.get(id);
    if (!letter) return;
    const { seq: _seq, ...entry } = letter.entry;
    await db.outbox.add({ ...entry, createdAt: now.toISOString() });
    await db.deadLetters.delete(id);
  });
}

/** 'Bỏ qua': the change stays on this device only. */
export const discardDeadLetter = (db: GplxDatabase, id: number) => db.deadLetters.delete(id);

export async function syncCounts(
  db: GplxDatabase,
): Promise<{ pending: number; deadLetters: number }> {
  const [pending, deadLetters] = await Promise.all([db.outbox.count(), db.deadLetters.count()]);
  return { pending, deadLetters };
}

export type Cursor = NonNullable<SyncStateRecord['cursor']>;

export async function readCursor(db: GplxDatabase, entity: SyncEntity): Promise<Cursor | null> {
  return (await db.syncState.get(entity))?.cursor ?? null;
}

export const writeCursor = (db: GplxDatabase, entity: SyncEntity, cursor: Cursor) =>
  db.syncState.put({ entity, cursor });

/**
 * Keys of records with a change still queued, so a pull never overwrites them:
 * `Entity:id:<recordId>` and, for per-question records, `Entity:q:<question_id>`.
 */
export async function pendingKeys(db: GplxDatabase): Promise<Set<string>> {
  const keys = new Set<string>();
  await db.outbox.each((entry) => {
    keys.add(`${entry.entity}:id:${entry.recordId}`);
    const questionId = entry.payload.question_id;
    if (typeof questionId === 'string') keys.add(`${entry.entity}:q:${questionId}`);
    const day = entry.payload.day;
    if (typeof day === 'string') keys.add(`${entry.entity}:day:${day}`);
  });
  return keys;
}

/** Sign-out: every table of a learner's private data; the bank, images and settings stay. */
export async function wipePrivateData(db: GplxDatabase): Promise<void> {
  const tables = [
    db.notes,
    db.progress,
    db.answerHistory,
    db.testResults,
    db.examSessions,
    db.achievements,
    db.dailyChallenges,
    db.profile,
    db.outbox,
    db.deadLetters,
    db.syncState,
    db.reports,
    db.cache,
  ];
  await db.transaction('rw', tables, async () => {
    await Promise.all(tables.map((table) => table.clear()));
  });
}
