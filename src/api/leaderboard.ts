/*
 * The leaderboard call of SPEC §7: users sorted by -exp, limit 50, public fields only.
 */
import { call } from './http';
import { APP_ID } from './token';

export type LeaderboardUser = {
  id: string;
  full_name: string;
  avatar_url: string | null;
  level: number;
  exp: number;
};

export const LEADERBOARD_LIMIT = 50;

export const fetchLeaderboard = () =>
  call<LeaderboardUser[]>(`/api/auth/users/${APP_ID}`, {
    searchParams: { sort: '-exp', limit: LEADERBOARD_LIMIT },
  });
