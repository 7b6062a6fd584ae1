import { useMemo } from 'react';
import { criticalPredicate, questionsForCategory, resolvePool } from '../../../domain/exam-pool';
import { STUDY_BANKS, type StudyBankId } from '../../../domain/licence-catalogue';
import { CHAPTERS, type ChapterId } from '../../../domain/question';
import { useQuestions } from '../../../lib/use-bank';

export type BankCounts = {
  total: number;
  critical: number;
  chapters: { id: ChapterId; name: string; count: number }[];
};

/** Per study bank: questions, critical questions and per-chapter counts from the device's bank. */
export function useBankCounts(): Record<StudyBankId, BankCounts> | undefined {
  const all = useQuestions('all');
  return useMemo(() => {
    if (!all) return undefined;
    const entries = STUDY_BANKS.map((bank): [StudyBankId, BankCounts] => {
      const questions = questionsForCategory(all, bank.id);
      const isCritical = criticalPredicate(questions, resolvePool(all, bank.id));
      const chapters = CHAPTERS.map((c) => ({
        id: c.id,
        name: c.name,
        count: questions.filter((q) => q.chapter === c.id).length,
      })).filter((c) => c.count > 0);
      return [
        bank.id,
        { total: questions.length, critical: questions.filter(isCritical).length, chapters },
      ];
    });
    return Object.fromEntries(entries) as Record<StudyBankId, BankCounts>;
  }, [all]);
}
