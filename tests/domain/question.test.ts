import { describe, expect, it } from 'vitest';
import {
  CHAPTERS,
  firstText,
  foldForSearch,
  indexToLetter,
  letterToIndex,
  matchesSearch,
  questionIdFor,
  visibleOptions,
} from '../../src/domain/question';

describe('question helpers', () => {
  it('has six chapters and ids like q12', () => {
    expect(CHAPTERS.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(questionIdFor(12)).toBe('q12');
  });

  it.each([
    ['a', 1],
    ['B', 2],
    ['d', 4],
    ['e', null],
    ['', null],
  ])('letterToIndex(%s) = %s', (letter, index) => {
    expect(letterToIndex(letter)).toBe(index);
  });

  it.each([
    [1, 'a'],
    [4, 'd'],
    [0, null],
    [5, null],
  ])('indexToLetter(%i) = %s', (index, letter) => {
    expect(indexToLetter(index)).toBe(letter);
  });

  it.each<[unknown, string]>([
    ['  Câu hỏi  ', 'Câu hỏi'],
    [['Ca\u0302u một', 'Câu hai'], 'Câu một'],
    [[], ''],
    [null, ''],
    [undefined, ''],
    [12, '12'],
    [{ text: 'x' }, ''],
  ])('firstText(%j) = %j', (value, expected) => {
    expect(firstText(value)).toBe(expected);
    expect(firstText(value)).toBe(firstText(value).normalize('NFC'));
  });

  it('shows only non-empty options with 1-based indexes', () => {
    expect(visibleOptions({ options: ['Một', '', 'Ba', '  '] })).toEqual([
      { letter: 'a', index: 1, text: 'Một' },
      { letter: 'c', index: 3, text: 'Ba' },
    ]);
  });

  it.each([
    ['Đường  bộ ĐÔ THỊ', 'duong bo do thi'],
    ['Xe mô tô hai bánh', 'xe mo to hai banh'],
    ['Ca\u0302u hỏi', 'cau hoi'],
  ])('foldForSearch(%s) = %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });
});

describe('matchesSearch', () => {
  const q = {
    number: 120,
    text: 'Khi điều khiển xe mô tô trên đường cao tốc',
    options: ['Được phép', 'Không được phép'],
  };

  it.each([
    ['', true],
    ['120', true],
    ['12', false],
    ['#120', true],
    ['câu 120', true],
    ['dieu khien', true],
    ['ĐƯỜNG CAO TỐC', true],
    ['cao toc khong', true],
    ['cao toc xe tai', false],
    ['duong   mo to', true],
  ])('%j → %s', (query, expected) => {
    expect(matchesSearch(q, query)).toBe(expected);
  });
});
