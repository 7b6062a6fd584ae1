/*
 * The update offer: shown when a new service worker waits, withheld while an exam runs (on the Test
 * page, matched case-insensitively, or while a running exam session is stored on this device).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { hasExamInProgress } from '../../db/exam-activity-repository';
import { useDatabase } from '../database-context';
import { pageFromPath } from '../paths';
import {
  applyUpdate,
  getUpdateState,
  postponeUpdate,
  subscribeUpdateState,
} from './sw-registration';

export function useUpdateOffer() {
  const db = useDatabase();
  const { pathname } = useLocation();
  const { updateReady, applying } = useSyncExternalStore(subscribeUpdateState, getUpdateState);
  const examRunning = useLiveQuery(
    () => (updateReady ? hasExamInProgress(db, Date.now()) : false),
    [db, updateReady],
    true,
  );
  const onTestPage = pageFromPath(pathname) === 'Test';
  const visible = updateReady && !onTestPage && examRunning === false;
  return { visible, applying, apply: applyUpdate, later: postponeUpdate };
}
