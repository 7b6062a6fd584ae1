/*
 * Gives hooks the Dexie database; the app uses the shared one, tests pass a fresh one per test.
 * Dexie is not in the first-load bundle: the shared database loads on first use, and useDatabase
 * suspends until then (pages and overlays sit under a Suspense boundary). The shell, which must
 * never wait, uses loadDatabase() or useDatabaseWhenReady().
 */
import { createContext, use, useContext, useEffect, useState, type ReactNode } from 'react';
import type { GplxDatabase } from '../db/database';

const DatabaseContext = createContext<GplxDatabase | null>(null);

let shared: GplxDatabase | undefined;
let loading: Promise<GplxDatabase> | undefined;

/** The app's shared database, loading Dexie the first time it is asked for. */
export function loadDatabase(): Promise<GplxDatabase> {
  loading ??= import('../db/database').then(({ getDatabase }) => (shared = getDatabase()));
  return loading;
}

export function DatabaseProvider({ db, children }: { db?: GplxDatabase; children: ReactNode }) {
  return <DatabaseContext.Provider value={db ?? null}>{children}</DatabaseContext.Provider>;
}

/** The database a test gave DatabaseProvider, or null (the app then loads the shared one). */
export function useProvidedDatabase(): GplxDatabase | null {
  return useContext(DatabaseContext);
}

/** The database; the first call suspends while Dexie loads. */
export function useDatabase(): GplxDatabase {
  return useContext(DatabaseContext) ?? shared ?? use(loadDatabase());
}

/** The database, or null until it has loaded: for parts of the shell that render at once. */
export function useDatabaseWhenReady(): GplxDatabase | null {
  const provided = useContext(DatabaseContext);
  const [loaded, setLoaded] = useState(shared ?? null);
  useEffect(() => {
    if (provided || loaded) return;
    let live = true;
    void loadDatabase().then((db) => {
      if (live) setLoaded(db);
    });
    return () => {
      live = false;
    };
  }, [provided, loaded]);
  return provided ?? loaded;
}
