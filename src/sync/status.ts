/*
 * The status the UI shows: the engine's phase (from this tab's engine, or the leader's via the
 * BroadcastChannel) combined with live counts of the outbox and dead letters.
 */
import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { syncCounts } from '../db/sync-repository';
import { useDatabase } from '../lib/database-context';
import type { EngineStatus, SyncState, SyncStatus } from './types';

let current: EngineStatus = { phase: 'idle', lastSyncedAt: null, lastError: null };
const listeners = new Set<() => void>();

export const statusStore = {
  get: (): EngineStatus => current,
  set: (status: EngineStatus): void => {
    current = status;
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function deriveState(
  phase: EngineStatus['phase'],
  counts: { pending: number; deadLetters: number },
): SyncState {
  if (phase === 'auth' || phase === 'syncing' || phase === 'offline') return phase;
  if (phase === 'error' || counts.deadLetters > 0) return 'error';
  return counts.pending > 0 ? 'pending' : 'synced';
}

export function useSyncStatus(): SyncStatus {
  const db = useDatabase();
  const status = useSyncExternalStore(statusStore.subscribe, statusStore.get, statusStore.get);
  const counts = useLiveQuery(() => syncCounts(db), [db]) ?? { pending: 0, deadLetters: 0 };
  return {
    state: deriveState(status.phase, counts),
    pending: counts.pending,
    deadLetters: counts.deadLetters,
    lastSyncedAt: status.lastSyncedAt,
  };
}
