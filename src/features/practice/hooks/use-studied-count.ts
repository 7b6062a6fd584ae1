import { useLiveQuery } from 'dexie-react-hooks';
import { studiedQuestionIds } from '../../../db/progress-repository';
import { useDatabase } from '../../../lib/database-context';

/** How many questions the learner has marked studied (undefined while loading). */
export function useStudiedCount(): number | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (await studiedQuestionIds(db)).length, [db]);
}
