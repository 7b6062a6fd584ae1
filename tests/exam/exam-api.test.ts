import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GplxDatabase } from '../../src/db/database';
import { setStudied } from '../../src/db/progress-repository';
import { criticalPredicate, resolvePool } from '../../src/domain/exam-pool';
import { LICENCE_CATEGORIES } from '../../src/domain/licence-catalogue';
import { examRuleFor, RULE_SETS } from '../../src/domain/rule-sets';
import { createExamApi } from '../../src/workers/exam-api';
import { syntheticRecords } from '../domain/synthetic-bank';

const records = syntheticRecords();
const byId = new Map(records.map((q) => [q.id, q]));
let db: GplxDatabase;

beforeEach(async () => {
  db = new GplxDatabase(`test-${crypto.randomUUID()}`);
  await db.questions.bulkAdd(records);
});
afterEach(async () => {
  await db.delete();
});

describe('exam worker API (in-thread)', () => {
  it.each(LICENCE_CATEGORIES.map((c) => [c]))(
    '%s: draws follow the rule in force',
    async (category) => {
      const api = createExamApi(db);
      const rule = examRuleFor(category, RULE_SETS[0]!)!;
      const poolName = resolvePool(records, category);
      const pool = records.filter((q) => poolName === 'all' || q.pools.includes(poolName));
      const isCritical = criticalPredicate(pool, poolName);
      for (let seed = 1; seed <= 20; seed += 1) {
        const ids = await api.drawExam({ category, seed, mode: 'exam', today: '2025-07-01' });
        expect(ids).toHaveLength(rule.questions);
        expect(new Set(ids).size).toBe(ids.length);
        const drawn = ids.map((id) => byId.get(id)!);
        expect(drawn.every((q) => pool.includes(q))).toBe(true);
        expect(drawn.filter(isCritical).length).toBeGreaterThanOrEqual(1);
      }
    },
  );

  it('sees a changed bank on the next draw (the worker caches per bank version)', async () => {
    const api = createExamApi(db);
    expect(await api.drawExam({ category: 'B', seed: 1, mode: 'exam' })).toHaveLength(30);
    await db.questions.clear();
    expect(await api.drawExam({ category: 'B', seed: 1, mode: 'exam' })).toEqual([]);
  });

  it('is deterministic for a seed', async () => {
    const api = createExamApi(db);
    const a = await api.drawExam({ category: 'D', seed: 42, mode: 'exam' });
    const b = await api.drawExam({ category: 'D', seed: 42, mode: 'exam' });
    expect(a).toEqual(b);
  });

  it('studied mode draws only studied questions', async () => {
    const studied = ['q3', 'q17', 'q250', 'q301', 'q599'];
    for (const id of studied) await setStudied(db, id, true);
    const api = createExamApi(db);
    const ids = await api.drawExam({ category: 'B', seed: 7, mode: 'studied', count: 25 });
    expect([...ids].sort()).toEqual([...studied].sort());
    await db.progress.clear();
    expect(await api.drawExam({ category: 'B', seed: 7, mode: 'studied', count: 10 })).toEqual([]);
  });

  it('scores with the critical rule and snapshots unanswered as null', async () => {
    const api = createExamApi(db);
    const ids = await api.drawExam({ category: 'B', seed: 3, mode: 'exam' });
    const questions = ids.map((id) => byId.get(id)!);
    const critical = questions.findIndex((q) => q.critical);
    const answers: (number | null)[] = questions.map((q, i) =>
      i === critical ? (q.answer % 3) + 1 : q.answer,
    );
    const wrongCritical = await api.score({
      questionIds: ids,
      answers,
      passMark: 27,
      category: 'B',
    });
    expect(wrongCritical.correct).toBe(29);
    expect(wrongCritical.passed).toBe(false);
    expect(wrongCritical.failedByCritical).toBe(true);

    answers[critical] = null;
    answers[(critical + 1) % ids.length] = null;
    const blank = await api.score({ questionIds: ids, answers, passMark: 27, category: 'B' });
    expect(blank.unanswered).toBe(2);
    expect(blank.passed).toBe(false);
    expect(blank.answers[critical]).toMatchObject({ selected_answer: null, is_critical: true });

    const perfect = await api.score({
      questionIds: ids,
      answers: questions.map((q) => q.answer),
      passMark: 27,
      category: 'B',
    });
    expect(perfect).toMatchObject({ correct: 30, passed: true, percentage: 100 });
    expect(perfect.answers[0]).toMatchObject({
      question_id: ids[0],
      correct_answer: perfect.answers[0]!.selected_answer,
      is_correct: true,
    });
  });
});
