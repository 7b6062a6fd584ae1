// Exam rule sets as data with an effective date (TT12/2025 today): questions, minutes, pass mark and
// the chapter composition per licence class, plus the studied-question exam and the structure summary.
// A later circular is one more entry in RULE_SETS, not new code.

import { CHAPTERS, type ChapterId } from './question';
import { isLicenceCategory, type LicenceCategory } from './licence-catalogue';

export type ExamSlot =
  | { kind: 'chapter'; chapters: readonly ChapterId[]; count: number }
  | { kind: 'critical'; count: number };

export type ExamTiming = { questions: number; minutes: number; passMark: number };
export type ExamRule = ExamTiming & { slots: readonly ExamSlot[] };

export type RuleSet = {
  id: string;
  name: string;
  /** YYYY-MM-DD */
  effectiveDate: string;
  rules: Partial<Record<LicenceCategory, ExamRule>>;
};

/** Slots in the order of the real exam: ch1, critical, ch2, ch3 (or 3-or-4), ch4, ch5, ch6. */
const motorcycle = (passMark: number): ExamRule => ({
  questions: 25,
  minutes: 19,
  passMark,
  slots: [
    { kind: 'chapter', chapters: [1], count: 8 },
    { kind: 'critical', count: 1 },
    { kind: 'chapter', chapters: [2], count: 1 },
    { kind: 'chapter', chapters: [3, 4], count: 1 },
    { kind: 'chapter', chapters: [5], count: 8 },
    { kind: 'chapter', chapters: [6], count: 6 },
  ],
});

type Counts = [
  ch1: number,
  critical: number,
  ch2: number,
  ch3: number,
  ch4: number,
  ch5: number,
  ch6: number,
];

const carRule = (timing: ExamTiming, [c1, crit, c2, c3, c4, c5, c6]: Counts): ExamRule => ({
  ...timing,
  slots: [
    { kind: 'chapter', chapters: [1], count: c1 },
    { kind: 'critical', count: crit },
    { kind: 'chapter', chapters: [2], count: c2 },
    { kind: 'chapter', chapters: [3], count: c3 },
    { kind: 'chapter', chapters: [4], count: c4 },
    { kind: 'chapter', chapters: [5], count: c5 },
    { kind: 'chapter', chapters: [6], count: c6 },
  ],
});

const heavy = (): ExamRule =>
  carRule({ questions: 45, minutes: 26, passMark: 41 }, [10, 1, 1, 2, 1, 16, 14]);

export const RULE_SETS: readonly RuleSet[] = [
  {
    id: 'TT12/2025',
    name: 'Thông tư 12/2025/TT-BCA, bộ 600 câu hỏi áp dụng từ 01/06/2025',
    effectiveDate: '2025-06-01',
    rules: {
      A1: motorcycle(21),
      A: motorcycle(23),
      B1: motorcycle(23),
      B: carRule({ questions: 30, minutes: 20, passMark: 27 }, [8, 1, 1, 1, 1, 9, 9]),
      C1: carRule({ questions: 35, minutes: 22, passMark: 32 }, [10, 1, 1, 2, 1, 10, 10]),
      C: carRule({ questions: 40, minutes: 24, passMark: 36 }, [10, 1, 1, 2, 1, 14, 11]),
      D1: heavy(),
      D2: heavy(),
      D: heavy(),
      BE: heavy(),
      C1E: heavy(),
      CE: heavy(),
      D1E: heavy(),
      D2E: heavy(),
      DE: heavy(),
    },
  },
];

/** The latest set effective on `date` (YYYY-MM-DD); before every set, the earliest one. */
export const ruleSetInForce = (date: string, sets: readonly RuleSet[] = RULE_SETS): RuleSet => {
  const sorted = [...sets].sort((a, b) => (a.effectiveDate < b.effectiveDate ? -1 : 1));
  const earliest = sorted[0];
  if (!earliest) throw new RangeError('No rule sets');
  return sorted.filter((set) => set.effectiveDate <= date).pop() ?? earliest;
};

export const examRuleFor = (category: string, ruleSet: RuleSet): ExamRule | undefined =>
  isLicenceCategory(category) ? ruleSet.rules[category] : undefined;

export const STUDIED_COUNTS = [10, 15, 20, 25, 30] as const;
export const DEFAULT_STUDIED_COUNT = 25;

/** SPEC §9: minutes = ceil(count×40/60), pass mark = ceil(count×0.8) (integer arithmetic). */
export const studiedExamRule = (count: number): ExamTiming => ({
  questions: count,
  minutes: Math.ceil((count * 40) / 60),
  passMark: Math.ceil((count * 4) / 5),
});

export type SlotSummary = {
  key: string;
  label: string;
  description: string;
  count: number;
  /** Share of all questions, one decimal. */
  percentage: number;
  critical: boolean;
};

export type StructureSummary = {
  questions: number;
  minutes: number;
  passMark: number;
  criticalCount: number;
  slots: SlotSummary[];
};

const chapterName = (id: ChapterId) => CHAPTERS.find((c) => c.id === id)?.name ?? '';

const summariseSlot = (slot: ExamSlot, total: number): SlotSummary => {
  const percentage = total > 0 ? Math.round((slot.count / total) * 1000) / 10 : 0;
  if (slot.kind === 'critical') {
    return {
      key: 'critical',
      label: 'Câu điểm liệt',
      description:
        'Câu hỏi về tình huống mất an toàn giao thông nghiêm trọng: trả lời sai là trượt.',
      count: slot.count,
      percentage,
      critical: true,
    };
  }
  return {
    key: `ch${slot.chapters.join('or')}`,
    label: `Chương ${slot.chapters.join(' hoặc ')}`,
    description: slot.chapters.map(chapterName).join(' / '),
    count: slot.count,
    percentage,
    critical: false,
  };
};

/** Rows for the 'Cấu trúc đề thi' dialog. */
export const structureSummary = (rule: ExamRule): StructureSummary => ({
  questions: rule.questions,
  minutes: rule.minutes,
  passMark: rule.passMark,
  criticalCount: rule.slots.reduce((n, s) => n + (s.kind === 'critical' ? s.count : 0), 0),
  slots: rule.slots.map((slot) => summariseSlot(slot, rule.questions)),
});
