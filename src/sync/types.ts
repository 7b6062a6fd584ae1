/*
 * Shapes shared by the sync engine's parts: the transport it talks to, the clock/random/lock
 * dependencies tests inject, and the status it reports. Imports nothing from the UI.
 */
import type { SyncEntity } from '../db/types';

/** Push order: progress and results first (they feed the server's EXP), reports last. */
export const SYNC_ENTITIES: readonly SyncEntity[] = [
  'StudyProgress',
  'TestResult',
  'StudyNote',
  'UserAchievement',
  'DailyCompletion',
  'QuestionReport',
] as const;

export type ServerRow = Record<string, unknown> & { id: string };

export type PullQuery = { q: Record<string, unknown>; limit: number };

export type MeRow = {
  id: string;
  email: string;
  full_name?: string;
  name?: string;
  avatar_url: string | null;
  role: string;
  exp: number;
  level: number;
  daily_streak: number;
  last_daily_completed: string | null;
  studied_questions_count: number;
  tests_completed: number;
};

/** The entity API as the engine sees it; errors are ApiClientError (status 0 = network). */
export type SyncApi = {
  bulk: (entity: SyncEntity, items: Record<string, unknown>[], key: string) => Promise<unknown>;
  pull: (entity: SyncEntity, query: PullQuery) => Promise<ServerRow[]>;
  me: () => Promise<MeRow>;
};

/** The subset of the Web Locks API the engine uses (navigator.locks or an in-memory stand-in). */
export type LockManagerLike = {
  request: (
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<void>,
  ) => Promise<unknown>;
};

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'error' | 'auth';

export type EngineStatus = {
  phase: SyncPhase;
  lastSyncedAt: string | null;
  lastError: string | null;
};

export type SyncState = 'synced' | 'pending' | 'offline' | 'error' | 'auth' | 'syncing';

export type SyncStatus = {
  state: SyncState;
  pending: number;
  deadLetters: number;
  lastSyncedAt: string | null;
};

/** Counts of a push, for tests and the benchmark. */
export type PushReport = { requests: number; sent: number; deadLettered: number };
