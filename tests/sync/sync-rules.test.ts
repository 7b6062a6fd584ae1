// Pure parts of the sync engine: backoff with jitter and Retry-After, coalescing and batching with
// stable idempotency keys, failure classification, the status shown to the learner.
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../../src/api/errors';
import type { OutboxRecord } from '../../src/db/types';
import { createRandom } from '../../src/domain/random';
import { backoffDelay, parseRetryAfter, retryDelay } from '../../src/sync/backoff';
import { batchKey, planBatches, toBulkItem } from '../../src/sync/batches';
import { classifyFailure } from '../../src/sync/errors';
import { deriveState } from '../../src/sync/status';

const entry = (seq: number, recordId: string, text = `v${seq}`): OutboxRecord => ({
  seq,
  entity: 'StudyNote',
  recordId,
  op: 'upsert',
  payload: { id: recordId, question_id: `q-${recordId}`, note_text: text },
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('backoff', () => {
  it('grows exponentially, never exceeds the cap and is never zero', () => {
    const random = createRandom(3);
    const options = { baseMs: 1_000, capMs: 60_000 };
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const delay = backoffDelay(attempt, random, options);
      const ceiling = Math.min(60_000, 1_000 * 2 ** attempt);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });

  it.each([
    ['120', 120_000],
    ['0', 0],
    [new Date(Date.UTC(2025, 0, 1, 0, 0, 30)).toUTCString(), 30_000],
    ['soon', null],
    [undefined, null],
  ])('reads Retry-After %s', (value, expected) => {
    expect(parseRetryAfter(value, Date.UTC(2025, 0, 1))).toBe(expected);
  });

  it('waits at least what the server asked', () => {
    expect(retryDelay(0, '30', () => 0, 0)).toBe(30_000);
  });
});

describe('batches', () => {
  it('coalesces entries of one record into the latest, keeping every seq', () => {
    const [batch] = planBatches([entry(1, 'a'), entry(2, 'b'), entry(3, 'a', 'a latest')]);
    expect(batch?.records.map((r) => [r.entry.recordId, r.seqs])).toEqual([
      ['b', [2]],
      ['a', [1, 3]],
    ]);
    expect(batch?.records[1]?.entry.payload.note_text).toBe('a latest');
  });

  it('splits by item count and size', () => {
    const entries = Array.from({ length: 450 }, (_, i) => entry(i + 1, `r${i}`));
    expect(planBatches(entries).map((b) => b.records.length)).toEqual([200, 200, 50]);
    const big = entries.slice(0, 10).map((e) => ({ ...e, payload: { x: 'x'.repeat(1000) } }));
    expect(planBatches(big, 200, 3_000).map((b) => b.records.length)).toEqual([2, 2, 2, 2, 2]);
  });

  it('keys a batch by device, records, seqs and payloads', () => {
    const [one] = planBatches([entry(1, 'a'), entry(2, 'b')]);
    const [same] = planBatches([entry(1, 'a'), entry(2, 'b')]);
    const [more] = planBatches([entry(1, 'a'), entry(2, 'b'), entry(3, 'b')]);
    if (!one || !same || !more) throw new Error('no batch');
    expect(batchKey(one, 'd1')).toBe(batchKey(same, 'd1'));
    expect(batchKey(one, 'd1')).not.toBe(batchKey(one, 'd2'));
    expect(batchKey(one, 'd1')).not.toBe(batchKey(more, 'd1'));
    expect(batchKey(one, 'd1').length).toBeLessThanOrEqual(200);
  });

  it('sends deletes as tombstones', () => {
    expect(toBulkItem({ ...entry(1, 'a'), op: 'delete' })).toMatchObject({
      id: 'a',
      _deleted: true,
    });
  });
});

describe('failures and status', () => {
  it.each([
    [0, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [429, 'retry'],
    [408, 'retry'],
    [401, 'auth'],
    [400, 'reject'],
    [403, 'reject'],
    [404, 'reject'],
    [422, 'reject'],
  ])('status %i → %s', (status, kind) => {
    expect(classifyFailure(new ApiClientError('x', status, 'c'))).toBe(kind);
  });

  it.each([
    ['idle', 0, 0, 'synced'],
    ['idle', 3, 0, 'pending'],
    ['idle', 3, 1, 'error'],
    ['error', 0, 0, 'error'],
    ['offline', 3, 0, 'offline'],
    ['auth', 3, 0, 'auth'],
    ['syncing', 3, 0, 'syncing'],
  ] as const)('%s with %i pending and %i dead → %s', (phase, pending, deadLetters, state) => {
    expect(deriveState(phase, { pending, deadLetters })).toBe(state);
  });
});
