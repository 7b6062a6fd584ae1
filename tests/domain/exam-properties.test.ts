import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawExam, drawStudiedExam } from '../../src/domain/exam-selection';
import { LICENCE_CATEGORIES } from '../../src/domain/licence-catalogue';
import { createRandom, sample, shuffle } from '../../src/domain/random';
import { RULE_SETS, examRuleFor } from '../../src/domain/rule-sets';
import { scoreExam } from '../../src/domain/scoring';
import { syntheticRecords } from './synthetic-bank';

const records = syntheticRecords();
const ruleSet = RULE_SETS[0]!;
const category = fc.constantFrom(...LICENCE_CATEGORIES);
const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('selection properties', () => {
  it('never repeats a question and always matches the rule count', () => {
    fc.assert(
      fc.property(category, seed, (c, s) => {
        const rule = examRuleFor(c, ruleSet)!;
        const exam = drawExam({ questions: records, category: c, rule, random: createRandom(s) });
        expect(exam).toHaveLength(rule.questions);
        expect(new Set(exam.map((q) => q.id)).size).toBe(exam.length);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps counts and uniqueness even on a thinned bank', () => {
    fc.assert(
      fc.property(category, seed, fc.integer({ min: 50, max: 600 }), (c, s, keep) => {
        const random = createRandom(s);
        const bank = sample(records, keep, random);
        const rule = examRuleFor(c, ruleSet)!;
        const exam = drawExam({ questions: bank, category: c, rule, random });
        const poolSize = bank.filter(
          (q) => !['A1', 'A', 'B1'].includes(c) || q.pools.includes(c),
        ).length;
        expect(exam).toHaveLength(Math.min(rule.questions, poolSize));
        expect(new Set(exam.map((q) => q.id)).size).toBe(exam.length);
      }),
      { numRuns: 200 },
    );
  });

  it('studied exams never repeat and stay within the studied set', () => {
    fc.assert(
      fc.property(
        seed,
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 1, max: 40 }),
        (s, n, count) => {
          const random = createRandom(s);
          const studied = sample(records, n, random).map((q) => q.id);
          const exam = drawStudiedExam({ questions: records, studiedIds: studied, count, random });
          expect(exam).toHaveLength(Math.min(n, count));
          expect(new Set(exam.map((q) => q.id)).size).toBe(exam.length);
          expect(exam.every((q) => studied.includes(q.id))).toBe(true);
        },
      ),
    );
  });

  it('shuffle is a permutation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), seed, (items, s) => {
        const shuffled = shuffle(items, createRandom(s));
        expect([...shuffled].sort()).toEqual([...items].sort());
      }),
    );
  });
});

describe('scoring properties', () => {
  const answer = fc.option(fc.integer({ min: -1, max: 5 }), { nil: null });

  it('a score never exceeds the total and its percentage stays in 0..100', () => {
    fc.assert(
      fc.property(
        seed,
        fc.integer({ min: 0, max: 45 }),
        fc.array(answer, { maxLength: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (s, n, answers, passMark) => {
          const questions = sample(records, n, createRandom(s));
          const score = scoreExam({ questions, answers, passMark });
          expect(score.correct).toBeLessThanOrEqual(score.total);
          expect(score.correct + score.wrong + score.unanswered).toBe(score.total);
          expect(score.percentage).toBeGreaterThanOrEqual(0);
          expect(score.percentage).toBeLessThanOrEqual(100);
          expect(Math.round(score.percentage * 10)).toBeCloseTo(score.percentage * 10, 6);
          if (score.passed) expect(score.correct).toBeGreaterThanOrEqual(passMark);
        },
      ),
    );
  });
});
