/*
 * Admin writes of questions: create or update from the form, delete after confirmation; each shows a
 * toast (success or the server's reason) and, when it worked, reloads the list.
 */
import { useCallback } from 'react';
import {
  createQuestion,
  deleteQuestion,
  highestQuestionNumber,
  updateQuestion,
  type AdminQuestion,
} from '../../../api/admin';
import { t } from '../../../i18n/t';
import { notifyFailure, notifySuccess } from '../notify';
import { questionBody, type QuestionFormValues } from '../question-form';

export function useQuestionActions(reload: () => void) {
  const save = useCallback(
    async (values: QuestionFormValues, original: AdminQuestion | null): Promise<boolean> => {
      try {
        const body = questionBody(values, original ?? undefined);
        if (original) await updateQuestion(original.id, body);
        else await createQuestion(body);
        notifySuccess(original ? t('admin.toast.updated') : t('admin.toast.created'));
        reload();
        return true;
      } catch (error) {
        notifyFailure(error);
        return false;
      }
    },
    [reload],
  );

  const remove = useCallback(
    async (question: AdminQuestion): Promise<boolean> => {
      try {
        await deleteQuestion(question.id);
        notifySuccess(t('admin.toast.deleted'));
        reload();
        return true;
      } catch (error) {
        notifyFailure(error);
        return false;
      }
    },
    [reload],
  );

  const nextNumber = useCallback(async () => {
    try {
      return (await highestQuestionNumber()) + 1;
    } catch {
      return 1;
    }
  }, []);

  return { save, remove, nextNumber };
}
