// Turning a validated `gplx-bank/1` file into stored QuestionRecords: NFC text, image paths replaced
// by content hashes, pools and critical lists inverted onto each question.

import { type BankFile } from './bank-schema';
import { normalizeText, questionIdFor, type QuestionRecord } from './question';

const clean = (text: string) => normalizeText(text.trim());

/**
 * `poolCritical` of a record lists every pool in which the question is critical: the pool's named
 * list when the bank gives one, otherwise the pool's `critical` questions. An image path missing from
 * `imageHashes` gives `imageHash: null` (the question is shown without its image).
 */
export const toQuestionRecords = (
  bank: BankFile,
  imageHashes: Readonly<Record<string, string>>,
  updatedDate: string,
): QuestionRecord[] => {
  const pools = new Map<number, string[]>();
  const criticalIn = new Map<number, string[]>();
  const critical = new Set(bank.questions.filter((q) => q.critical).map((q) => q.number));
  const add = (map: Map<number, string[]>, n: number, pool: string) => {
    const list = map.get(n) ?? [];
    if (!list.includes(pool)) list.push(pool);
    map.set(n, list);
  };
  for (const [pool, numbers] of Object.entries(bank.pools)) {
    for (const n of numbers) add(pools, n, pool);
    const named = bank.poolCritical?.[pool];
    const list = named ?? numbers.filter((n) => critical.has(n));
    for (const n of list) add(criticalIn, n, pool);
  }

  return bank.questions
    .map((q): QuestionRecord => {
      const alt = q.imageAlt?.trim() ? clean(q.imageAlt) : `Hình minh họa câu ${q.number}`;
      return {
        id: questionIdFor(q.number),
        number: q.number,
        chapter: q.chapter,
        critical: q.critical,
        text: clean(q.text),
        options: q.options.map(clean),
        answer: q.answer,
        explanation: clean(q.explanation),
        imageHash: q.image === null ? null : (imageHashes[q.image] ?? null),
        imageAlt: q.image === null ? '' : alt,
        pools: pools.get(q.number) ?? [],
        poolCritical: criticalIn.get(q.number) ?? [],
        updatedDate,
      };
    })
    .sort((a, b) => a.number - b.number);
};
