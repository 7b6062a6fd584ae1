// Which questions an exam of a licence class draws from, and which of them are critical (điểm liệt)
// in that exam. Motorcycle classes use their pool and its named critical list; car classes use all.

import { findLicence, type LicencePool } from './licence-catalogue';
import { type QuestionRecord } from './question';

/** The pool of a class; unknown classes use every question. */
export const examPoolFor = (category: string): LicencePool => findLicence(category)?.pool ?? 'all';

/** Bank pools that stand in for a class pool the bank does not name (A and A1 are the same 250). */
const POOL_FALLBACKS: Partial<Record<LicencePool, readonly string[]>> = { A: ['A1'], A1: ['A'] };

/** The pool name the bank actually uses for a class ('all' for car classes). */
export const resolvePool = (
  questions: readonly Pick<QuestionRecord, 'pools'>[],
  category: string,
): string => {
  const pool = examPoolFor(category);
  if (pool === 'all') return pool;
  for (const name of [pool, ...(POOL_FALLBACKS[pool] ?? [])]) {
    if (questions.some((q) => q.pools.includes(name))) return name;
  }
  return pool;
};

export const questionsInPool = <Q extends Pick<QuestionRecord, 'pools'>>(
  questions: readonly Q[],
  pool: string,
): Q[] => (pool === 'all' ? [...questions] : questions.filter((q) => q.pools.includes(pool)));

/** The questions an exam of `category` draws from. */
export const questionsForCategory = <Q extends Pick<QuestionRecord, 'pools'>>(
  questions: readonly Q[],
  category: string,
): Q[] => questionsInPool(questions, resolvePool(questions, category));

type CriticalFields = Pick<QuestionRecord, 'critical' | 'pools' | 'poolCritical'>;

/**
 * Critical-in-exam for one question. toQuestionRecords fills `poolCritical` for every pool (named
 * list, or the pool's critical questions when the bank names none), so membership decides for the
 * motorcycle classes; car classes use `critical`.
 */
export const isCriticalInExam = (question: CriticalFields, category: string): boolean => {
  const pool = examPoolFor(category);
  if (pool === 'all') return question.critical;
  const names = [pool, ...(POOL_FALLBACKS[pool] ?? [])];
  const name = names.find((n) => question.pools.includes(n));
  return name === undefined ? question.critical : question.poolCritical.includes(name);
};

/**
 * The same rule over a whole pool, robust to records built by hand: when no question of the pool
 * names the pool in `poolCritical`, the pool's `critical` questions form its critical list.
 */
export const criticalPredicate = <Q extends CriticalFields>(
  poolQuestions: readonly Q[],
  pool: string,
): ((q: Q) => boolean) => {
  if (pool === 'all') return (q) => q.critical;
  const named = poolQuestions.some((q) => q.poolCritical.includes(pool));
  return named ? (q) => q.poolCritical.includes(pool) : (q) => q.critical;
};
