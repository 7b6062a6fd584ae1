/*
 * The last leaderboard fetched from the server, kept in the cache table so the board still shows
 * offline with the time it was fetched.
 */
import type { GplxDatabase } from './database';

export type CachedBoardRow = {
  id: string;
  full_name: string;
  avatar_url: string | null;
  level: number;
  exp: number;
};

export type CachedBoard = { rows: CachedBoardRow[]; fetchedAt: string };

const KEY = 'leaderboard';

export async function readCachedBoard(db: GplxDatabase): Promise<CachedBoard | undefined> {
  const row = await db.cache.get(KEY);
  if (!row) return undefined;
  const value = row.value as { rows?: unknown };
  return Array.isArray(value.rows)
    ? { rows: value.rows as CachedBoardRow[], fetchedAt: row.storedAt }
    : undefined;
}

export async function saveCachedBoard(
  db: GplxDatabase,
  rows: CachedBoardRow[],
  now: Date = new Date(),
): Promise<CachedBoard> {
  const fetchedAt = now.toISOString();
  await db.cache.put({ key: KEY, value: { rows }, storedAt: fetchedAt });
  return { rows, fetchedAt };
}
