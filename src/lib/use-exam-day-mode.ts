/*
 * The 'exam-day' setting: the Test page hides answered marks and feedback until submission.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { readSettings, writeSetting } from '../db/settings-repository';
import { useDatabase } from './database-context';

export function useExamDayMode(): [boolean | undefined, (on: boolean) => Promise<void>] {
  const db = useDatabase();
  const settings = useLiveQuery(() => readSettings(db), [db]);
  const set = useCallback((on: boolean) => writeSetting(db, 'examDayMode', on), [db]);
  return [settings?.examDayMode, set];
}
