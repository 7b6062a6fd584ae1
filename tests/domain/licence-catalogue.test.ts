import { describe, expect, it } from 'vitest';
import {
  LICENCE_CLASSES,
  STUDY_BANKS,
  findLicence,
  isLicenceCategory,
  questionsInStudyBank,
  studyBankFor,
} from '../../src/domain/licence-catalogue';
import { syntheticRecords } from './synthetic-bank';

describe('licence catalogue', () => {
  it('lists the 15 classes of the 2024 law', () => {
    expect(LICENCE_CLASSES.map((c) => c.category)).toEqual([
      'A1',
      'A',
      'B1',
      'B',
      'C1',
      'C',
      'D1',
      'D2',
      'D',
      'BE',
      'C1E',
      'CE',
      'D1E',
      'D2E',
      'DE',
    ]);
    for (const c of LICENCE_CLASSES) {
      expect(c.name).toBe(`Hạng ${c.category}`);
      expect(c.description.length).toBeGreaterThan(20);
    }
  });

  it.each([
    ['A1', 'motorcycle', 'A1', '125 cm³'],
    ['A', 'motorcycle', 'A', 'trên 125 cm³'],
    ['B1', 'motorcycle', 'B1', 'mô tô ba bánh'],
    ['B', 'car', 'all', '08 chỗ'],
    ['CE', 'car', 'all', 'sơ mi rơ moóc'],
    ['DE', 'car', 'all', 'nối toa'],
  ])('%s is a %s class using pool %s', (category, type, pool, phrase) => {
    const licence = findLicence(category);
    expect(licence).toMatchObject({ type, pool });
    expect(licence?.description).toContain(phrase);
  });

  it.each([
    ['A1', true],
    ['DE', true],
    ['E', false],
    ['a1', false],
    [1, false],
  ])('isLicenceCategory(%j) = %s', (value, expected) => {
    expect(isLicenceCategory(value)).toBe(expected);
  });
});

describe('study banks', () => {
  const records = syntheticRecords();

  it.each([
    ['A1', 'A1', 250],
    ['A', 'A1', 250],
    ['B1', 'B1', 300],
    ['car', 'car', 600],
    ['C1E', 'car', 600],
  ])('%s studies the %s bank of %i questions', (id, bankId, size) => {
    expect(studyBankFor(id)?.id).toBe(bankId);
    const questions = questionsInStudyBank(records, id as 'A1');
    expect(questions).toHaveLength(size);
    expect(questions.map((q) => q.number)).toEqual(
      [...questions.map((q) => q.number)].sort((a, b) => a - b),
    );
  });

  it('covers every class exactly once', () => {
    const covered = STUDY_BANKS.flatMap((b) => b.categories);
    expect([...covered].sort()).toEqual(LICENCE_CLASSES.map((c) => c.category).sort());
    expect(STUDY_BANKS.map((b) => b.type)).toEqual(['motorcycle', 'motorcycle', 'car']);
  });
});
