/*
 * The sync module's public surface (STYLE: a module, not a feature). The app calls startSync() once;
 * features call requestSync() and read useSyncStatus(); the status panel uses useDeadLetters().
 * In the browser: Web Locks election, triggers, sign-out task. Imports no feature or app code.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { readToken } from '../api/token';
import { getDatabase, type GplxDatabase } from '../db/database';
import { discardDeadLetter, listDeadLetters, retryDeadLetter } from '../db/sync-repository';
import type { DeadLetterRecord } from '../db/types';
import { useDatabase } from '../lib/database-context';
import { onBeforeSignOut } from '../lib/session';
import { SyncEngine } from './engine';
import { prepareSignOut } from './sign-out';
import { statusStore } from './status';
import { createSyncApi } from './sync-api';
import { installTriggers, registerBackgroundSync } from './triggers';
import type { LockManagerLike } from './types';

export { useSyncStatus } from './status';
export { SignOutCancelledError } from './sign-out';
export type { SyncState, SyncStatus } from './types';

type Running = { engine: SyncEngine; db: GplxDatabase; stop: () => void };
let running: Running | null = null;
let refs = 0;
let pendingStop: ReturnType<typeof setTimeout> | undefined;

export type StartOptions = { confirm?: (message: string) => boolean };

function browserLocks(): LockManagerLike | null {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return null;
  return { request: (name, options, callback) => locks.request(name, options, callback) };
}

function boot(db: GplxDatabase, options: StartOptions): Running {
  const api = createSyncApi({ baseUrl: `${window.location.origin}/`, getToken: readToken });
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('gplx-sync');
  const engine = new SyncEngine({
    db,
    api,
    isSignedIn: () => readToken() !== null,
    isOnline: () => navigator.onLine,
    locks: browserLocks(),
    onFollowerRequest: () => channel?.postMessage({ type: 'request' }),
    onRetryScheduled: registerBackgroundSync,
  });
  const unsubscribe = engine.subscribe(statusStore.set);
  const removeTriggers = installTriggers(engine, db, channel, statusStore.set);
  const removeSignOut = onBeforeSignOut(async () => {
    await engine.stop();
    try {
      await prepareSignOut({ db, api, confirm: options.confirm ?? ((m) => window.confirm(m)) });
    } catch (error) {
      engine.start();
      throw error;
    }
  });
  engine.start();
  return {
    engine,
    db,
    stop: () => {
      removeSignOut();
      removeTriggers();
      unsubscribe();
      void engine.stop();
      channel?.close();
    },
  };
}

/** Starts the engine once for the app; returns a stop function (reference counted). */
export function startSync(db: GplxDatabase = getDatabase(), options: StartOptions = {}) {
  refs += 1;
  clearTimeout(pendingStop);
  if (running && running.db !== db) {
    running.stop();
    running = null;
  }
  running ??= boot(db, options);
  return () => {
    refs -= 1;
    // Deferred so a React StrictMode remount does not give up the lock.
    pendingStop = setTimeout(() => {
      if (refs > 0 || !running) return;
      running.stop();
      running = null;
    }, 0);
  };
}

/** Asks for a sync soon (the leader tab runs it). Safe to call anywhere, any time. */
export function requestSync(): void {
  running?.engine.requestSync();
}

export function useDeadLetters(): {
  letters: DeadLetterRecord[];
  retry: (id: number) => Promise<void>;
  discard: (id: number) => Promise<void>;
} {
  const db = useDatabase();
  const letters = useLiveQuery(() => listDeadLetters(db), [db]) ?? [];
  return {
    letters,
    retry: async (id) => {
      await retryDeadLetter(db, id);
      requestSync();
    },
    discard: async (id) => {
      await discardDeadLetter(db, id);
    },
  };
}
