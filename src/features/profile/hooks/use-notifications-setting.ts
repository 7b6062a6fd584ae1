/*
 * The 'Thông báo nhắc học' switch: stores the learner's choice and asks the push module to subscribe or
 * unsubscribe (src/lib/push.ts; a placeholder until the PWA work lands).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { readSettings, writeSetting } from '../../../db/settings-repository';
import { useDatabase } from '../../../lib/database-context';
import { subscribeToPush, unsubscribeFromPush } from '../../../lib/push';

export function useNotificationsSetting() {
  const db = useDatabase();
  const settings = useLiveQuery(() => readSettings(db), [db]);
  const [busy, setBusy] = useState(false);
  const setEnabled = useCallback(
    async (on: boolean) => {
      setBusy(true);
      try {
        await writeSetting(db, 'notifications', on);
        await (on ? subscribeToPush() : unsubscribeFromPush());
      } catch (error) {
        console.warn('push subscription failed', error);
      } finally {
        setBusy(false);
      }
    },
    [db],
  );
  return { enabled: settings?.notifications ?? false, busy, setEnabled };
}
