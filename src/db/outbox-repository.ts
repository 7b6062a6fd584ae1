/*
 * The sync outbox: every learner write appends an entry in the same Dexie transaction as the record
 * (ARCHITECTURE §5 rule 1). Call enqueue() inside a transaction that includes db.outbox.
 */
import type { GplxDatabase } from './database';
import type { OutboxRecord, SyncEntity } from './types';

export async function enqueue(
  db: GplxDatabase,
  entity: SyncEntity,
  recordId: string,
  payload: Record<string, unknown>,
  op: OutboxRecord['op'] = 'upsert',
  now: Date = new Date(),
): Promise<void> {
  await db.outbox.add({ entity, recordId, op, payload, createdAt: now.toISOString() });
}

export const pendingCount = (db: GplxDatabase) => db.outbox.count();
