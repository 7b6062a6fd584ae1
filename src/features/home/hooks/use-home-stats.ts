import { useLiveQuery } from 'dexie-react-hooks';
import { LICENCE_CLASSES } from '../../../domain/licence-catalogue';
import { useDatabase } from '../../../lib/database-context';

/** Home's figures from data: questions in the device's bank and classes in the catalogue. */
export function useHomeStats() {
  const db = useDatabase();
  const questionCount = useLiveQuery(() => db.questions.count(), [db]);
  return { questionCount, classCount: LICENCE_CLASSES.length };
}
