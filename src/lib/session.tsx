/*
 * Who is signed in. A token in localStorage plus the server's answer to /me; the profile cached in
 * Dexie answers first (and alone, offline). The HTTP client and Dexie load only when there is a
 * token, so an anonymous first visit renders without them. Sign-out runs the registered
 * before-sign-out tasks (the sync engine pushes and wipes private data there), clears the token and
 * reloads at the site root.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { ApiUser } from '../api/auth';
import { ApiClientError } from '../api/errors';
import { clearToken, loginUrl, readToken, TOKEN_KEY } from '../api/token';
import { readProfile, saveProfile } from '../db/profile-repository';
import type { ProfileRecord } from '../db/types';
import { loadDatabase, useProvidedDatabase } from './database-context';

export type SessionUser = {
  id: string;
  email: string;
  fullName: string;
  avatarUrl: string | null;
  role: string;
  exp: number;
  level: number;
  dailyStreak: number;
  testsCompleted: number;
  studiedQuestionsCount: number;
};

export type Session = {
  status: 'loading' | 'anonymous' | 'signed-in';
  user: SessionUser | null;
  isAdmin: boolean;
  /** The user came from the device cache because the server could not be reached. */
  fromCache: boolean;
  login: (returnUrl?: string) => void;
  logout: () => Promise<void>;
  refresh: () => Promise<void>;
};

type BeforeSignOut = () => Promise<void>;
const beforeSignOutTasks = new Set<BeforeSignOut>();
/** Registers work that must happen before the token is dropped; returns an unregister function. */
export function onBeforeSignOut(task: BeforeSignOut): () => void {
  beforeSignOutTasks.add(task);
  return () => beforeSignOutTasks.delete(task);
}

const SessionContext = createContext<Session | null>(null);

export function toSessionUser(user: ApiUser | ProfileRecord): SessionUser {
  if ('key' in user) {
    const { userId, email, fullName, avatarUrl, role, exp, level, dailyStreak } = user;
    return {
      id: userId,
      email,
      fullName,
      avatarUrl,
      role,
      exp,
      level,
      dailyStreak,
      testsCompleted: user.testsCompleted,
      studiedQuestionsCount: user.studiedQuestionsCount,
    };
  }
  return {
    id: user.id,
    email: user.email,
    fullName: user.full_name || user.name || '',
    avatarUrl: user.avatar_url,
    role: user.role,
    exp: user.exp,
    level: user.level,
    dailyStreak: user.daily_streak,
    testsCompleted: user.tests_completed,
    studiedQuestionsCount: user.studied_questions_count,
  };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const provided = useProvidedDatabase();
  const [state, setState] = useState<Pick<Session, 'status' | 'user' | 'fromCache'>>({
    status: 'loading',
    user: null,
    fromCache: false,
  });

  const refresh = useCallback(async () => {
    adoptTokenFromAddress();
    if (!readToken()) {
      setState({ status: 'anonymous', user: null, fromCache: false });
      return;
    }
    const database = provided ? Promise.resolve(provided) : loadDatabase();
    // Offline first: the cached profile answers at once, the server's answer follows. A closed or
    // unreadable database is just no cache.
    const cached = await database.then(readProfile).catch(() => undefined);
    if (cached) {
      setState((current) =>
        current.status === 'loading'
          ? { status: 'signed-in', user: toSessionUser(cached), fromCache: true }
          : current,
      );
    }
    try {
      // Offline: don't ask the server (a failed request is a console error); the cache answers.
      if (!navigator.onLine) throw new ApiClientError('offline', 0, 'NETWORK_ERROR');
      const { fetchMe } = await import('../api/auth');
      const me = await fetchMe();
      const user = toSessionUser(me);
      await saveProfile(await database, {
        userId: user.id,
        email: user.email,
        fullName: user.fullName,
        avatarUrl: user.avatarUrl,
        role: user.role,
        exp: user.exp,
        level: user.level,
        dailyStreak: user.dailyStreak,
        lastDailyCompleted: me.last_daily_completed,
        testsCompleted: user.testsCompleted,
        studiedQuestionsCount: user.studiedQuestionsCount,
      });
      setState({ status: 'signed-in', user, fromCache: false });
    } catch (error) {
      const unauthorized = error instanceof ApiClientError && error.status === 401;
      if (unauthorized) clearToken();
      setState(
        cached && !unauthorized
          ? { status: 'signed-in', user: toSessionUser(cached), fromCache: true }
          : { status: 'anonymous', user: null, fromCache: false },
      );
    }
  }, [provided]);

  useEffect(() => {
    void refresh();
    const onToken = () => void refresh();
    window.addEventListener('gplx:token', onToken);
    return () => window.removeEventListener('gplx:token', onToken);
  }, [refresh]);

  const logout = useCallback(async () => {
    try {
      for (const task of beforeSignOutTasks) await task();
    } catch {
      // A task declined (the learner chose to keep unsynced work): stay signed in.
      return;
    }
    clearToken();
    window.location.assign('/');
  }, []);

  const login = useCallback((returnUrl?: string) => {
    const target = returnUrl ?? `${window.location.pathname}${window.location.search}`;
    window.location.assign(loginUrl(target));
  }, []);

  const value = useMemo<Session>(
    () => ({ ...state, isAdmin: state.user?.role === 'admin', login, logout, refresh }),
    [state, login, logout, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** SPEC §4: a token may arrive in a 'token' query parameter; store it and remove it from the address. */
function adoptTokenFromAddress(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  localStorage.setItem(TOKEN_KEY, token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
