import { useLiveQuery } from 'dexie-react-hooks';
import { getResult, listResults } from '../../../db/exam-repository';
import type { TestResultRecord } from '../../../db/types';
import { useDatabase } from '../../../lib/database-context';

/** A stored result: undefined while loading, null when there is none with that id. */
export function useTestResult(id: string | null): TestResultRecord | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (id ? ((await getResult(db, id)) ?? null) : null), [db, id]);
}

/** The newest results first (limit 50); undefined while loading. */
export function useResultsHistory(): TestResultRecord[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => listResults(db), [db]);
}
