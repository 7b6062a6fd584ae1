/*
 * Push: drains the outbox through the bulk endpoint. An acknowledged batch deletes only the seqs it
 * carried. A rejected batch (4xx other than 401/408/429) is bisected until the offending records are
 * isolated and moved to dead letters, so one bad record never blocks the rest. Retryable failures and
 * 401 are thrown to the engine, which keeps the queue and backs off or pauses.
 */
import type { ApiClientError } from '../api/errors';
import type { GplxDatabase } from '../db/database';
import { acknowledge, deviceId, moveToDeadLetters, readOutbox } from '../db/sync-repository';
import {
  batchKey,
  planBatches,
  seqsOf,
  toBulkItem,
  type Batch,
  type PlannedRecord,
} from './batches';
import { AuthPausedError, classifyFailure } from './errors';
import type { PushReport, SyncApi } from './types';

export type PushContext = {
  db: GplxDatabase;
  api: SyncApi;
  now: () => number;
  /** Checked between requests: a stopped engine sends nothing more. */
  stopped?: () => boolean;
  batchSize?: number;
};

export async function pushAll(ctx: PushContext): Promise<PushReport> {
  const report: PushReport = { requests: 0, sent: 0, deadLettered: 0 };
  const device = await deviceId(ctx.db);
  // Each round removes what it sent or rejected; entries added meanwhile are picked up next round.
  for (let round = 0; round < 1_000; round += 1) {
    const entries = await readOutbox(ctx.db);
    if (entries.length === 0 || ctx.stopped?.()) break;
    for (const batch of planBatches(entries, ctx.batchSize)) {
      if (ctx.stopped?.()) return report;
      await sendBatch(ctx, device, batch, report);
    }
  }
  return report;
}

async function sendBatch(
  ctx: PushContext,
  device: string,
  batch: Batch,
  report: PushReport,
): Promise<void> {
  try {
    report.requests += 1;
    await ctx.api.bulk(
      batch.entity,
      batch.records.map((r) => toBulkItem(r.entry)),
      batchKey(batch, device),
    );
  } catch (error) {
    const kind = classifyFailure(error);
    if (kind === 'auth') throw new AuthPausedError();
    if (kind === 'retry') throw error;
    await isolate(ctx, device, batch, error as ApiClientError, report);
    return;
  }
  await acknowledge(ctx.db, seqsOf(batch.records));
  report.sent += batch.records.length;
}

/** All-or-nothing batches: split a rejected one in halves until single records are left. */
async function isolate(
  ctx: PushContext,
  device: string,
  batch: Batch,
  error: ApiClientError,
  report: PushReport,
): Promise<void> {
  if (batch.records.length === 1) {
    await deadLetter(ctx, batch.records, error);
    report.deadLettered += 1;
    return;
  }
  const middle = Math.ceil(batch.records.length / 2);
  const halves: PlannedRecord[][] = [batch.records.slice(0, middle), batch.records.slice(middle)];
  for (const records of halves) {
    if (ctx.stopped?.()) return;
    await sendBatch(ctx, device, { entity: batch.entity, records }, report);
  }
}

const deadLetter = (ctx: PushContext, records: PlannedRecord[], error: ApiClientError) =>
  moveToDeadLetters(
    ctx.db,
    records,
    { status: error.status, code: error.code, reason: error.message },
    new Date(ctx.now()),
  );
