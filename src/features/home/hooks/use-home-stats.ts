import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../lib/database-context';

/** The number of questions in the device's bank, live. */
export function useQuestionCount(): number | undefined {
  const db = useDatabase();
  return useLiveQuery(() => db.questions.count(), [db]);
}
