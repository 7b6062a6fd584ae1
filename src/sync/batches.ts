/*
 * Turns the outbox into bulk requests: entries grouped per entity, several entries of one record
 * coalesced into the latest, batches of at most 200 records (and ~512 KB), each with an
 * Idempotency-Key derived from its seqs and record ids so a retried batch replays on the server.
 */
import SHA256 from 'crypto-js/sha256';
import type { OutboxRecord, SyncEntity } from '../db/types';
import { SYNC_ENTITIES } from './types';

export const MAX_BATCH_ITEMS = 200;
export const MAX_BATCH_BYTES = 512 * 1024;

/** One record to send: its latest entry and every outbox seq it stands for. */
export type PlannedRecord = { entry: OutboxRecord; seqs: number[]; bytes: number };

export type Batch = { entity: SyncEntity; records: PlannedRecord[] };

export function coalesce(entries: readonly OutboxRecord[]): Map<SyncEntity, PlannedRecord[]> {
  const byEntity = new Map<SyncEntity, Map<string, PlannedRecord>>();
  const sorted = [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  for (const entry of sorted) {
    let records = byEntity.get(entry.entity);
    if (!records) byEntity.set(entry.entity, (records = new Map()));
    const previous = records.get(entry.recordId);
    const seqs = [...(previous?.seqs ?? []), entry.seq ?? 0];
    // Delete after insertion keeps Map order = order of each record's latest entry.
    records.delete(entry.recordId);
    records.set(entry.recordId, { entry, seqs, bytes: JSON.stringify(entry.payload).length });
  }
  const result = new Map<SyncEntity, PlannedRecord[]>();
  for (const entity of SYNC_ENTITIES) {
    const records = byEntity.get(entity);
    if (records) result.set(entity, [...records.values()]);
  }
  return result;
}

export function planBatches(
  entries: readonly OutboxRecord[],
  maxItems = MAX_BATCH_ITEMS,
  maxBytes = MAX_BATCH_BYTES,
): Batch[] {
  const batches: Batch[] = [];
  for (const [entity, records] of coalesce(entries)) {
    let current: PlannedRecord[] = [];
    let bytes = 0;
    for (const record of records) {
      if (current.length > 0 && (current.length >= maxItems || bytes + record.bytes > maxBytes)) {
        batches.push({ entity, records: current });
        current = [];
        bytes = 0;
      }
      current.push(record);
      bytes += record.bytes;
    }
    if (current.length > 0) batches.push({ entity, records: current });
  }
  return batches;
}

/**
 * Same records from the same entries of this device → same key; any new entry → a new key. The
 * device id and the payloads keep two devices (whose seqs both start at 1) from sharing a key.
 */
export function batchKey(batch: Batch, deviceId: string): string {
  const parts = batch.records.map(
    (r) => `${r.entry.recordId}:${r.seqs.join('.')}:${JSON.stringify(r.entry.payload)}`,
  );
  return `sync-${SHA256(`${deviceId}|${batch.entity}|${parts.join(',')}`).toString()}`;
}

/** The bulk item of a record: the server-shaped payload, a tombstone for deletes. */
export function toBulkItem(entry: OutboxRecord): Record<string, unknown> {
  const item: Record<string, unknown> = { ...entry.payload, id: entry.recordId };
  if (entry.op === 'delete') item._deleted = true;
  return item;
}

export const seqsOf = (records: readonly PlannedRecord[]) => records.flatMap((r) => r.seqs);
