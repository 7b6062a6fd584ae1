// A synthetic 600-question bank shaped like the 2025 one (chapters 180/25/58/37/185/115, 60 critical,
// pools A1/A 250 with 20 named critical and B1 300 with 30 named critical). Invented text only.

import { toQuestionRecords, type BankFile, type BankQuestion } from '../../src/domain/bank-format';
import { type ChapterId, type QuestionRecord } from '../../src/domain/question';

export const CHAPTER_RANGES: Record<ChapterId, [number, number]> = {
  1: [1, 180],
  2: [181, 205],
  3: [206, 263],
  4: [264, 300],
  5: [301, 485],
  6: [486, 600],
};

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const CHAPTER_IDS = [1, 2, 3, 4, 5, 6] as const;

const chapterOf = (n: number): ChapterId => {
  const id = CHAPTER_IDS.find((c) => n >= CHAPTER_RANGES[c][0] && n <= CHAPTER_RANGES[c][1]);
  if (id === undefined) throw new RangeError(`No chapter for ${n}`);
  return id;
};

/** Every tenth question is critical: 60 spread over all chapters. */
export const isFlaggedCritical = (n: number) => n % 10 === 0;

export const syntheticQuestion = (n: number, chapter: ChapterId = chapterOf(n)): BankQuestion => ({
  number: n,
  chapter,
  critical: isFlaggedCritical(n),
  text: `Câu hỏi thử số ${n} về đường bộ`,
  options: ['Phương án một', 'Phương án hai', 'Phương án ba'],
  answer: (n % 3) + 1,
  explanation: '',
  image: n % 7 === 0 ? `images/h${n}.png` : null,
});

const A1_POOL = [
  ...range(1, 100),
  ...range(181, 190),
  ...range(206, 220),
  ...range(301, 390),
  ...range(486, 520),
];
const B1_POOL = [
  ...range(1, 110),
  ...range(181, 190),
  ...range(206, 220),
  ...range(264, 265),
  ...range(301, 428),
  ...range(486, 520),
];
/** 20 flagged questions of the A1 pool (the pool holds 26 flagged ones). */
const A1_CRITICAL = A1_POOL.filter(isFlaggedCritical).slice(0, 20);
/** 28 flagged questions plus two unflagged ones: the named list, not the flag, decides. */
const B1_CRITICAL = [1, 2, ...B1_POOL.filter(isFlaggedCritical).slice(0, 28)];

export const syntheticBank = (): BankFile => ({
  format: 'gplx-bank/1',
  title: 'Ngân hàng thử nghiệm',
  version: 1,
  questions: range(1, 600).map((n) => syntheticQuestion(n)),
  pools: { A1: A1_POOL, A: A1_POOL, B1: B1_POOL },
  poolCritical: { A1: A1_CRITICAL, A: A1_CRITICAL, B1: B1_CRITICAL },
});

export const syntheticRecords = (bank: BankFile = syntheticBank()): QuestionRecord[] =>
  toQuestionRecords(bank, {}, '2025-06-01T00:00:00.000Z');
