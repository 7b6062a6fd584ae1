import { useMemo } from 'react';
import type { QuestionRecord } from '../../../db/types';
import { isLicenceCategory } from '../../../domain/licence-catalogue';
import {
  examRuleFor,
  ruleSetInForce,
  structureSummary,
  type ExamRule,
  type SlotSummary,
} from '../../../domain/rule-sets';

/** Classes whose structure dialog lists the first question numbers of each slot (SPEC §2). */
const LISTED = ['A1', 'A', 'B1'];
const SAMPLE_SIZE = 15;

export type StructureSlot = SlotSummary & { sample: number[]; poolCount: number };
export type StructureView = {
  category: string;
  ruleSetName: string;
  questions: number;
  minutes: number;
  passMark: number;
  slots: StructureSlot[];
  listed: boolean;
};

/** The 'Cấu trúc đề thi Hạng {category}' figures: rule data plus question numbers from the bank. */
export function useStructure(
  category: string,
  questions: readonly QuestionRecord[],
  isCritical: (q: QuestionRecord) => boolean,
  today: string,
): StructureView | null {
  return useMemo(() => {
    const shown = isLicenceCategory(category) ? category : 'B';
    const ruleSet = ruleSetInForce(today);
    const rule: ExamRule | undefined = examRuleFor(shown, ruleSet);
    if (!rule) return null;
    const summary = structureSummary(rule);
    const slots = rule.slots.map((slot, i): StructureSlot => {
      const pool = questions.filter((q) =>
        slot.kind === 'critical' ? isCritical(q) : slot.chapters.includes(q.chapter),
      );
      const base = summary.slots[i] as SlotSummary;
      return {
        ...base,
        sample: pool.slice(0, SAMPLE_SIZE).map((q) => q.number),
        poolCount: pool.length,
      };
    });
    return {
      category: shown,
      ruleSetName: ruleSet.name,
      questions: summary.questions,
      minutes: summary.minutes,
      passMark: summary.passMark,
      slots,
      listed: LISTED.includes(shown),
    };
  }, [category, questions, isCritical, today]);
}
