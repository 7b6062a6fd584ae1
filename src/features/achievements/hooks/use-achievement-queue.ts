/*
 * The popup queue: reads sessionStorage 'newAchievements' (oldest first), shows one at a time,
 * auto-closes after 6 s, waits for the 300 ms exit and then moves to the next. New announcements are
 * appended live; study announcements also raise the top-center toast for 5 s.
 */
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../i18n/t';
import {
  readQueue,
  shiftQueue,
  subscribeAnnouncements,
  type NewAchievement,
} from '../../../lib/achievements/announcer';

export const POPUP_AUTO_CLOSE_MS = 6000;
export const POPUP_EXIT_MS = 300;
export const TOAST_MS = 5000;

export type AchievementQueue = {
  current: NewAchievement | null;
  opened: boolean;
  remaining: number;
  dismiss: () => void;
};

export function useAchievementQueue(): AchievementQueue {
  const [queue, setQueue] = useState<NewAchievement[]>(() => readQueue());
  const [leaving, setLeaving] = useState(false);
  const current = queue[0] ?? null;

  useEffect(
    () =>
      subscribeAnnouncements(({ achievements, toast }) => {
        setQueue(readQueue());
        if (!toast) return;
        for (const a of achievements) {
          notifications.show({
            message: t('achievements.toast', { name: a.name, expReward: a.exp_reward }),
            position: 'top-center',
            autoClose: TOAST_MS,
            color: 'yellow',
          });
        }
      }),
    [],
  );

  const dismiss = useCallback(() => setLeaving(true), []);

  useEffect(() => {
    if (!current || leaving) return;
    const timer = window.setTimeout(() => setLeaving(true), POPUP_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [current, leaving]);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => {
      setQueue(shiftQueue());
      setLeaving(false);
    }, POPUP_EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  return {
    current,
    opened: current !== null && !leaving,
    remaining: Math.max(0, queue.length - 1),
    dismiss,
  };
}
