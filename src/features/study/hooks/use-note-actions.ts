import { notifications } from '@mantine/notifications';
import { useCallback, useMemo } from 'react';
import { t } from '../../../i18n/t';
import { useSession } from '../../../lib/session';
import { useStudyActions } from '../../../lib/use-study-progress';

const toastLoginRequired = () =>
  notifications.show({ color: 'red', message: t('study.noteLoginRequired') });

/**
 * Notes and bookmarks need a signed-in learner (SPEC §5); anonymous attempts get the sign-in
 * toast. Successful saves toast; failures toast 'Không thể lưu ghi chú…'.
 */
export function useNoteActions() {
  const session = useSession();
  const actions = useStudyActions();
  const signedIn = session.status === 'signed-in';

  const guard = useCallback((): boolean => {
    if (signedIn) return true;
    toastLoginRequired();
    return false;
  }, [signedIn]);

  const withFailureToast = useCallback(async (task: () => Promise<void>): Promise<boolean> => {
    try {
      await task();
      return true;
    } catch {
      notifications.show({ color: 'red', message: t('study.noteSaveFailed') });
      return false;
    }
  }, []);

  return useMemo(
    () => ({
      /** True when the learner may open the note dialog. */
      canEdit: guard,
      save: async (questionId: string, text: string) => {
        if (!guard()) return false;
        return withFailureToast(async () => {
          await actions.saveNote(questionId, text);
          notifications.show({ color: 'green', message: t('study.noteSaved') });
        });
      },
      remove: (questionId: string) =>
        withFailureToast(async () => {
          await actions.clearNote(questionId);
          notifications.show({ message: t('study.noteDeleted') });
        }),
      toggleBookmark: async (questionId: string) => {
        if (!guard()) return;
        await withFailureToast(async () => {
          const on = await actions.toggleBookmark(questionId);
          notifications.show({ message: on ? t('study.bookmarked') : t('study.unbookmarked') });
        });
      },
    }),
    [guard, withFailureToast, actions],
  );
}
