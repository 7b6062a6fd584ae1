/*
 * The leaderboard for a signed-in learner: top 50 by EXP from the server, cached on the device; when
 * the server cannot be reached the last board fetched is shown with its time.
 */
import { useEffect, useState } from 'react';
import { fetchLeaderboard } from '../../../api/leaderboard';
import {
  readCachedBoard,
  saveCachedBoard,
  type CachedBoardRow,
} from '../../../db/leaderboard-repository';
import { useDatabase } from '../../../lib/database-context';
import { useSession } from '../../../lib/session';

export type BoardRow = CachedBoardRow & { rank: number; isMe: boolean };

export type LeaderboardState =
  | { status: 'login' }
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      rows: BoardRow[];
      fetchedAt: string;
      offline: boolean;
      me: { inTop: boolean; exp: number } | null;
    };

export function useLeaderboard(): LeaderboardState {
  const db = useDatabase();
  const session = useSession();
  const userId = session.user?.id ?? null;
  const [board, setBoard] = useState<
    { rows: CachedBoardRow[]; fetchedAt: string; offline: boolean } | 'error' | null
  >(null);

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    let cancelled = false;
    const load = async () => {
      try {
        const rows = await fetchLeaderboard();
        const saved = await saveCachedBoard(db, Array.isArray(rows) ? rows : []);
        if (!cancelled) setBoard({ ...saved, offline: false });
      } catch (error) {
        console.warn('leaderboard load failed', error);
        const cached = await readCachedBoard(db);
        if (!cancelled) setBoard(cached ? { ...cached, offline: true } : 'error');
      }
    };
    void load();
    return () => {
      cancelled = true;
    };
  }, [db, session.status, userId]);

  if (session.status === 'anonymous') return { status: 'login' };
  if (session.status === 'loading' || board === null) return { status: 'loading' };
  if (board === 'error') return { status: 'error' };
  const rows = [...board.rows]
    .sort((a, b) => b.exp - a.exp)
    .map((row, i) => ({ ...row, rank: i + 1, isMe: row.id === userId }));
  const user = session.user;
  return {
    status: 'ready',
    rows,
    fetchedAt: board.fetchedAt,
    offline: board.offline,
    me: user ? { inTop: rows.some((r) => r.isMe), exp: user.exp } : null,
  };
}
