/*
 * Gives hooks the Dexie database; the app uses the shared one, tests pass a fresh one per test.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { getDatabase, type GplxDatabase } from '../db/database';

const DatabaseContext = createContext<GplxDatabase | null>(null);

export function DatabaseProvider({ db, children }: { db?: GplxDatabase; children: ReactNode }) {
  return (
    <DatabaseContext.Provider value={db ?? getDatabase()}>{children}</DatabaseContext.Provider>
  );
}

export function useDatabase(): GplxDatabase {
  return useContext(DatabaseContext) ?? getDatabase();
}
