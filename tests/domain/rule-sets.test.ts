import { describe, expect, it } from 'vitest';
import { LICENCE_CATEGORIES } from '../../src/domain/licence-catalogue';
import {
  DEFAULT_STUDIED_COUNT,
  RULE_SETS,
  STUDIED_COUNTS,
  examRuleFor,
  ruleSetInForce,
  structureSummary,
  studiedExamRule,
  type RuleSet,
} from '../../src/domain/rule-sets';

const tt12 = RULE_SETS[0]!;

/** Counts in slot order: ch1, critical, ch2, ch3 (or 3-or-4), [ch4], ch5, ch6. */
const slotCounts = (category: string) =>
  examRuleFor(category, tt12)!.slots.map((s) =>
    s.kind === 'critical' ? `crit${s.count}` : `${s.chapters.join('|')}:${s.count}`,
  );

describe('TT12/2025', () => {
  it.each([
    ['A1', 25, 19, 21],
    ['A', 25, 19, 23],
    ['B1', 25, 19, 23],
    ['B', 30, 20, 27],
    ['C1', 35, 22, 32],
    ['C', 40, 24, 36],
    ...['D1', 'D2', 'D', 'BE', 'C1E', 'CE', 'D1E', 'D2E', 'DE'].map((c) => [c, 45, 26, 41]),
  ])('%s: %i questions, %i minutes, pass %i', (category, questions, minutes, passMark) => {
    const rule = examRuleFor(String(category), tt12);
    expect(rule).toMatchObject({ questions, minutes, passMark });
    expect(rule!.slots.reduce((n, s) => n + s.count, 0)).toBe(questions);
  });

  it.each([
    ['A1', ['1:8', 'crit1', '2:1', '3|4:1', '5:8', '6:6']],
    ['A', ['1:8', 'crit1', '2:1', '3|4:1', '5:8', '6:6']],
    ['B1', ['1:8', 'crit1', '2:1', '3|4:1', '5:8', '6:6']],
    ['B', ['1:8', 'crit1', '2:1', '3:1', '4:1', '5:9', '6:9']],
    ['C1', ['1:10', 'crit1', '2:1', '3:2', '4:1', '5:10', '6:10']],
    ['C', ['1:10', 'crit1', '2:1', '3:2', '4:1', '5:14', '6:11']],
    ['DE', ['1:10', 'crit1', '2:1', '3:2', '4:1', '5:16', '6:14']],
  ])('%s composition', (category, expected) => {
    expect(slotCounts(category)).toEqual(expected);
  });

  it('has a rule for every class and none for unknown ones', () => {
    for (const c of LICENCE_CATEGORIES) expect(examRuleFor(c, tt12)).toBeDefined();
    expect(examRuleFor('E', tt12)).toBeUndefined();
    expect(examRuleFor('toString', tt12)).toBeUndefined();
  });
});

describe('ruleSetInForce', () => {
  const later: RuleSet = {
    id: 'TT99/2027',
    name: 'Thông tư giả định',
    effectiveDate: '2027-01-01',
    rules: { B: { questions: 35, minutes: 22, passMark: 32, slots: [] } },
  };
  const sets = [later, tt12];

  it.each([
    ['2020-01-01', 'TT12/2025'],
    ['2025-05-31', 'TT12/2025'],
    ['2025-06-01', 'TT12/2025'],
    ['2026-12-31', 'TT12/2025'],
    ['2027-01-01', 'TT99/2027'],
    ['2030-06-15', 'TT99/2027'],
  ])('on %s the set in force is %s', (date, id) => {
    expect(ruleSetInForce(date, sets).id).toBe(id);
  });

  it('defaults to the shipped sets', () => {
    expect(ruleSetInForce('2025-07-01').id).toBe('TT12/2025');
  });
});

describe('studied exam', () => {
  it.each([
    [10, 7, 8],
    [15, 10, 12],
    [20, 14, 16],
    [25, 17, 20],
    [30, 20, 24],
  ])('%i questions → %i minutes, pass %i', (count, minutes, passMark) => {
    expect(studiedExamRule(count)).toEqual({ questions: count, minutes, passMark });
  });

  it('offers the SPEC counts', () => {
    expect(STUDIED_COUNTS).toEqual([10, 15, 20, 25, 30]);
    expect(DEFAULT_STUDIED_COUNT).toBe(25);
  });
});

describe('structureSummary', () => {
  it('labels slots in Vietnamese with shares of the total', () => {
    const summary = structureSummary(examRuleFor('A1', tt12)!);
    expect(summary).toMatchObject({ questions: 25, minutes: 19, passMark: 21, criticalCount: 1 });
    expect(summary.slots.map((s) => [s.key, s.label, s.count, s.percentage, s.critical])).toEqual([
      ['ch1', 'Chương 1', 8, 32, false],
      ['critical', 'Câu điểm liệt', 1, 4, true],
      ['ch2', 'Chương 2', 1, 4, false],
      ['ch3or4', 'Chương 3 hoặc 4', 1, 4, false],
      ['ch5', 'Chương 5', 8, 32, false],
      ['ch6', 'Chương 6', 6, 24, false],
    ]);
    expect(summary.slots[0]?.description).toBe('Quy định chung và quy tắc giao thông đường bộ');
    const c = structureSummary(examRuleFor('C', tt12)!);
    expect(c.slots.map((s) => s.percentage)).toEqual([25, 2.5, 2.5, 5, 2.5, 35, 27.5]);
  });
});
