// Drawing a mock exam: per-slot random selection following the class's rule (critical slot first,
// chapter slots prefer non-critical questions, shortfalls filled from the rest of the pool at the end),
// fully random without a rule, and the studied-questions exam. Deterministic for a given random source.

import { criticalPredicate, questionsInPool, resolvePool } from './exam-pool';
import { type QuestionRecord } from './question';
import { sample, type Random } from './random';
import { type ExamRule } from './rule-sets';

export const DEFAULT_TOTAL_WITHOUT_RULE = 25;

export type DrawExamInput = {
  questions: readonly QuestionRecord[];
  category: string;
  rule: ExamRule | undefined;
  random: Random;
  totalIfNoRule?: number;
};

/** Questions grouped by slot order (as the real exam is), shuffled within each slot, no repeats. */
export const drawExam = ({
  questions,
  category,
  rule,
  random,
  totalIfNoRule = DEFAULT_TOTAL_WITHOUT_RULE,
}: DrawExamInput): QuestionRecord[] => {
  const poolName = resolvePool(questions, category);
  const pool = questionsInPool(questions, poolName);
  if (!rule || rule.slots.length === 0) {
    return sample(pool, rule?.questions ?? totalIfNoRule, random);
  }

  const isCritical = criticalPredicate(pool, poolName);
  const taken = new Set<string>();
  const take = (candidates: readonly QuestionRecord[], n: number): QuestionRecord[] => {
    const free = candidates.filter((q) => !taken.has(q.id));
    const picked = sample(free, n, random);
    for (const q of picked) taken.add(q.id);
    return picked;
  };

  const groups: QuestionRecord[][] = rule.slots.map(() => []);
  // The critical slot goes first so that a chapter slot can never repeat it.
  rule.slots.forEach((slot, i) => {
    if (slot.kind === 'critical') groups[i] = take(pool.filter(isCritical), slot.count);
  });
  const ordinary = pool.filter((q) => !isCritical(q));
  rule.slots.forEach((slot, i) => {
    if (slot.kind !== 'chapter') return;
    const inChapters = ordinary.filter((q) => slot.chapters.includes(q.chapter));
    groups[i] = take(inChapters, slot.count);
  });

  // Short chapters: fill from the rest of the pool, ordinary questions before critical ones.
  const missing = () => rule.questions - taken.size;
  const fill = take(ordinary, Math.max(0, missing()));
  fill.push(...take(pool, Math.max(0, missing())));
  return [...groups.flat(), ...fill].slice(0, rule.questions);
};

export type DrawStudiedExamInput = {
  questions: readonly QuestionRecord[];
  studiedIds: Iterable<string>;
  count: number;
  random: Random;
};

/** `count` random questions among the studied ones (all of them, shuffled, when fewer). */
export const drawStudiedExam = ({
  questions,
  studiedIds,
  count,
  random,
}: DrawStudiedExamInput): QuestionRecord[] => {
  const studied = new Set(studiedIds);
  return sample(
    questions.filter((q) => studied.has(q.id)),
    count,
    random,
  );
};
