/*
 * Pull: for each entity, pages of rows changed after the cursor (updated_date, id), tombstones
 * included, merged into the device by src/db/sync-merge-repository.ts with the cursor in the same
 * transaction; then the profile (EXP, level, streak) as the server derives it.
 */
import type { GplxDatabase } from '../db/database';
import { saveProfile } from '../db/profile-repository';
import { applyPulledRows } from '../db/sync-merge-repository';
import { readCursor, type Cursor } from '../db/sync-repository';
import type { SyncEntity } from '../db/types';
import { SYNC_ENTITIES, type MeRow, type SyncApi } from './types';

export const PULL_PAGE = 500;

export type PullContext = {
  db: GplxDatabase;
  api: SyncApi;
  now: () => number;
  stopped?: () => boolean;
  entities?: readonly SyncEntity[];
};

export const afterCursor = (cursor: Cursor | null): Record<string, unknown> =>
  cursor
    ? {
        $or: [
          { updated_date: { $gt: cursor.updatedDate } },
          { updated_date: cursor.updatedDate, id: { $gt: cursor.id } },
        ],
      }
    : {};

export async function pullAll(ctx: PullContext): Promise<{ requests: number; rows: number }> {
  const totals = { requests: 0, rows: 0 };
  for (const entity of ctx.entities ?? SYNC_ENTITIES) {
    for (;;) {
      if (ctx.stopped?.()) return totals;
      const cursor = await readCursor(ctx.db, entity);
      const rows = await ctx.api.pull(entity, { q: afterCursor(cursor), limit: PULL_PAGE });
      totals.requests += 1;
      const last = rows[rows.length - 1];
      if (!last) break;
      const next = { updatedDate: String(last.updated_date), id: last.id };
      await applyPulledRows(ctx.db, entity, rows, next);
      totals.rows += rows.length;
      const stuck = cursor?.updatedDate === next.updatedDate && cursor.id === next.id;
      if (rows.length < PULL_PAGE || stuck) break;
    }
  }
  await refreshProfile(ctx);
  totals.requests += 1;
  return totals;
}

async function refreshProfile(ctx: PullContext): Promise<void> {
  const me: MeRow = await ctx.api.me();
  await saveProfile(
    ctx.db,
    {
      userId: me.id,
      email: me.email,
      fullName: me.full_name || me.name || '',
      avatarUrl: me.avatar_url,
      role: me.role,
      exp: me.exp,
      level: me.level,
      dailyStreak: me.daily_streak,
      lastDailyCompleted: me.last_daily_completed,
      testsCompleted: me.tests_completed,
      studiedQuestionsCount: me.studied_questions_count,
    },
    new Date(ctx.now()),
  );
}
