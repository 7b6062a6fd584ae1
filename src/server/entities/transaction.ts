/*
 * One write transaction for entity routes: locks the learner's users row (so concurrent requests of
 * one learner run one after another and derived numbers never race), runs the work, and recomputes
 * the learner's trusted numbers when a change touched results, unlocks, daily completions or progress.
 */
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/current-user.js';
import type { Db } from '../db/client.js';
import { recomputeUserStats } from '../stats/recompute.js';
import type { EntityDefinition, WriteContext } from './types.js';

export type WriteOutcome<T> = { value: T; changed: boolean };

export async function runWrite<T>(
  db: Db,
  def: EntityDefinition,
  user: AuthUser,
  now: Date,
  work: (ctx: WriteContext) => Promise<WriteOutcome<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
    const ctx: WriteContext = { tx, user, now };
    const outcome = await work(ctx);
    if (outcome.changed && def.affectsStats) await recomputeUserStats(tx, user.id, now);
    return outcome.value;
  });
}
