/*
 * Starts the bank download once per app start (and again when the browser comes back online),
 * requests persistent storage once, and exposes the progress store to React.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { GplxDatabase } from '../../db/database';
import { useDatabase } from '../database-context';
import { bankProgress, type BankProgress } from './bank-progress';
import { syncBank, type BankSyncResult } from './bank-sync';

const running = new WeakMap<GplxDatabase, Promise<BankSyncResult>>();
let persistRequested = false;

/** Runs one sync for `db` unless one is already running; shares the running promise. */
export function startBankSync(db: GplxDatabase): Promise<BankSyncResult> {
  const current = running.get(db);
  if (current) return current;
  const pass = syncBank({ db, progress: bankProgress }).finally(() => running.delete(db));
  running.set(db, pass);
  return pass;
}

function requestPersistence() {
  if (persistRequested) return;
  persistRequested = true;
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  void navigator.storage
    .persisted()
    .then((already) => (already ? true : navigator.storage.persist()))
    .catch(() => false);
}

/** Call once near the root (the global banner does): downloads or updates the bank in the background. */
export function useBankSync(): void {
  const db = useDatabase();
  useEffect(() => {
    requestPersistence();
    // Offline: keep the stored bank and wait for 'online' (no failing requests in the console).
    if (navigator.onLine !== false) void startBankSync(db);
    const onOnline = () => void startBankSync(db);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [db]);
}

export function useBankProgress(): BankProgress {
  return useSyncExternalStore(bankProgress.subscribe, bankProgress.get, bankProgress.get);
}
