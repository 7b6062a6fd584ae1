/*
 * Sign-in calls of SPEC §7: the login redirect, tempId exchange, verify, me and profile update.
 */
import { call } from './http';
import { APP_ID } from './token';

export type ApiUser = {
  id: string;
  email: string;
  full_name: string;
  name?: string;
  avatar_url: string | null;
  role: string;
  exp: number;
  level: number;
  daily_streak: number;
  last_daily_completed: string | null;
  studied_questions_count: number;
  tests_completed: number;
  settings?: Record<string, unknown>;
};

export const exchangeTempId = (tempId: string) =>
  call<{ token: string }>(`/api/auth/token/${encodeURIComponent(tempId)}`);

export const verifySession = () =>
  call<{ authenticated: boolean; user: ApiUser | null }>(`/api/auth/verify/${APP_ID}`, {
    method: 'post',
    json: {},
  });

export const fetchMe = () => call<ApiUser>(`/api/auth/me/${APP_ID}`);

export const updateMe = (
  changes: Partial<Pick<ApiUser, 'full_name' | 'avatar_url' | 'settings'>>,
) => call<ApiUser>(`/api/auth/me/${APP_ID}`, { method: 'put', json: changes });
