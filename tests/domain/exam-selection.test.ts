import { describe, expect, it } from 'vitest';
import { criticalPredicate, resolvePool } from '../../src/domain/exam-pool';
import { drawExam, drawStudiedExam } from '../../src/domain/exam-selection';
import { LICENCE_CATEGORIES } from '../../src/domain/licence-catalogue';
import { type QuestionRecord } from '../../src/domain/question';
import { createRandom } from '../../src/domain/random';
import { RULE_SETS, examRuleFor, type ExamRule, type ExamSlot } from '../../src/domain/rule-sets';
import { syntheticBank, syntheticRecords } from './synthetic-bank';

const ruleSet = RULE_SETS[0]!;
const records = syntheticRecords();
const DRAWS = 1000;

const ruleOf = (category: string): ExamRule => {
  const rule = examRuleFor(category, ruleSet);
  if (!rule) throw new Error(`no rule for ${category}`);
  return rule;
};

/** Splits a drawn exam by slot counts (the exam is grouped in slot order). */
const bySlot = (exam: readonly QuestionRecord[], slots: readonly ExamSlot[]) => {
  let offset = 0;
  return slots.map((slot) => {
    const part = exam.slice(offset, offset + slot.count);
    offset += slot.count;
    return { slot, part };
  });
};

const expectedPool: Record<string, number> = { A1: 250, A: 250, B1: 300 };

describe('drawExam: every class follows TT12/2025', () => {
  it.each(LICENCE_CATEGORIES.map((c) => [c]))(
    `%s: ${DRAWS} seeded draws match the rule exactly`,
    (category) => {
      const rule = ruleOf(category);
      const poolName = resolvePool(records, category);
      const pool = records.filter((q) => poolName === 'all' || q.pools.includes(poolName));
      expect(pool).toHaveLength(expectedPool[category] ?? 600);
      const inPool = new Set(pool.map((q) => q.id));
      const isCritical = criticalPredicate(pool, poolName);
      const random = createRandom(category.length * 7919 + category.charCodeAt(0));

      for (let i = 0; i < DRAWS; i += 1) {
        const exam = drawExam({ questions: records, category, rule, random });
        expect(exam).toHaveLength(rule.questions);
        expect(new Set(exam.map((q) => q.id)).size).toBe(rule.questions);
        expect(exam.every((q) => inPool.has(q.id))).toBe(true);
        for (const { slot, part } of bySlot(exam, rule.slots)) {
          expect(part).toHaveLength(slot.count);
          const fits =
            slot.kind === 'critical'
              ? part.every(isCritical)
              : part.every((q) => slot.chapters.includes(q.chapter) && !isCritical(q));
          expect(fits).toBe(true);
        }
        expect(exam.filter(isCritical)).toHaveLength(1);
      }
    },
  );

  it('uses the named critical list, not the flag, for B1', () => {
    const rule = ruleOf('B1');
    const random = createRandom(5);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i += 1) {
      const [critical] = drawExam({ questions: records, category: 'B1', rule, random }).slice(8, 9);
      seen.add(critical!.number);
      expect(critical!.poolCritical).toContain('B1');
    }
    expect(seen.has(1) || seen.has(2)).toBe(true);
  });

  it('falls back to critical questions of the pool when the bank names no list', () => {
    const bank = syntheticBank();
    delete bank.poolCritical;
    const plain = syntheticRecords(bank).map((q) => ({ ...q, poolCritical: [] }));
    const rule = ruleOf('A1');
    const random = createRandom(11);
    for (let i = 0; i < 200; i += 1) {
      const exam = drawExam({ questions: plain, category: 'A1', rule, random });
      expect(exam[8]?.critical).toBe(true);
      expect(exam.filter((q) => q.critical)).toHaveLength(1);
    }
  });

  it('fills a short chapter from the rest of the pool, at the end', () => {
    const withoutCh4 = records.filter((q) => q.chapter !== 4);
    const rule = ruleOf('B');
    const random = createRandom(3);
    for (let i = 0; i < 200; i += 1) {
      const exam = drawExam({ questions: withoutCh4, category: 'B', rule, random });
      expect(exam).toHaveLength(30);
      expect(new Set(exam.map((q) => q.id)).size).toBe(30);
      expect(exam.filter((q) => q.critical)).toHaveLength(1);
      // Slots before ch4 are complete; the missing ch4 question is appended last.
      expect(exam.slice(0, 12).map((q) => q.chapter)).toEqual([
        ...Array<number>(8).fill(1),
        exam[8]!.chapter,
        2,
        3,
        5,
      ]);
    }
  });

  it('is deterministic for a seed and varies between seeds', () => {
    const draw = (seed: number) =>
      drawExam({ questions: records, category: 'C', rule: ruleOf('C'), random: createRandom(seed) })
        .map((q) => q.id)
        .join(',');
    expect(draw(42)).toBe(draw(42));
    expect(draw(42)).not.toBe(draw(43));
  });

  it('draws fully at random from the pool when the class has no rule', () => {
    const random = createRandom(9);
    const chapters = new Set<number>();
    for (let i = 0; i < 100; i += 1) {
      const exam = drawExam({ questions: records, category: 'F', rule: undefined, random });
      expect(exam).toHaveLength(25);
      expect(new Set(exam.map((q) => q.id)).size).toBe(25);
      exam.forEach((q) => chapters.add(q.chapter));
    }
    expect(chapters.size).toBe(6);
    const a1 = drawExam({
      questions: records,
      category: 'A1',
      rule: undefined,
      random,
      totalIfNoRule: 40,
    });
    expect(a1).toHaveLength(40);
    expect(a1.every((q) => q.pools.includes('A1'))).toBe(true);
  });
});

describe('drawStudiedExam', () => {
  const studiedIds = records.slice(100, 130).map((q) => q.id);

  it.each([
    [10, 10],
    [25, 25],
    [30, 30],
    [40, 30],
  ])('count %i from 30 studied gives %i studied questions', (count, expected) => {
    const exam = drawStudiedExam({
      questions: records,
      studiedIds,
      count,
      random: createRandom(1),
    });
    expect(exam).toHaveLength(expected);
    expect(new Set(exam.map((q) => q.id)).size).toBe(expected);
    expect(exam.every((q) => studiedIds.includes(q.id))).toBe(true);
  });

  it('gives nothing when nothing was studied', () => {
    expect(
      drawStudiedExam({ questions: records, studiedIds: [], count: 25, random: createRandom(1) }),
    ).toEqual([]);
  });
});
