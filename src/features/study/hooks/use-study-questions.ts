import { useMemo } from 'react';
import type { QuestionRecord } from '../../../db/types';
import { criticalPredicate, questionsForCategory, resolvePool } from '../../../domain/exam-pool';
import { useBankMeta, useQuestions } from '../../../lib/use-bank';

export type StudyQuestions =
  | { status: 'loading' }
  | { status: 'empty' }
  | {
      status: 'ready';
      questions: QuestionRecord[];
      isCritical: (q: QuestionRecord) => boolean;
    };

/** The questions of a study category from the device's bank, in number order. */
export function useStudyQuestions(category: string): StudyQuestions {
  const all = useQuestions('all');
  const meta = useBankMeta();
  return useMemo((): StudyQuestions => {
    if (all === undefined) return { status: 'loading' };
    const questions = questionsForCategory(all, category);
    if (questions.length === 0) return meta ? { status: 'empty' } : { status: 'loading' };
    const isCritical = criticalPredicate(questions, resolvePool(all, category));
    return { status: 'ready', questions, isCritical };
  }, [all, meta, category]);
}
