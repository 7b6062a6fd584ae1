import { describe, expect, it } from 'vitest';
import type { NoteRecord, ProgressRecord } from '../../src/db/types';
import {
  emptyReason,
  filterQuestions,
  isMistake,
  parseFilter,
  questionStatus,
  toggleQuickFilter,
} from '../../src/features/study/study-filter';
import { SAMPLE_QUESTIONS } from './render-study';

const progress = (questionId: string, p: Partial<ProgressRecord>): ProgressRecord => ({
  questionId,
  id: `p-${questionId}`,
  studied: false,
  studiedAt: null,
  correctCount: 0,
  wrongCount: 0,
  correctStreak: 0,
  lastAnsweredAt: null,
  lastWrongAt: null,
  updatedDate: '2026-01-01T00:00:00.000Z',
  ...p,
});
const note = (questionId: string, n: Partial<NoteRecord>): NoteRecord => ({
  id: `n-${questionId}`,
  questionId,
  noteText: '',
  isBookmarked: false,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
  deleted: false,
  ...n,
});

describe('study filter', () => {
  const marks = {
    progress: new Map([
      ['q1', progress('q1', { studied: true })],
      [
        'q2',
        progress('q2', { studied: true, lastWrongAt: '2026-01-02T00:00:00Z', correctStreak: 1 }),
      ],
      ['q4', progress('q4', { lastWrongAt: '2026-01-03T00:00:00Z' })],
      ['q5', progress('q5', { lastWrongAt: '2026-01-01T00:00:00Z', correctStreak: 2 })],
    ]),
    notes: new Map([
      ['q1', note('q1', { noteText: 'x', isBookmarked: true })],
      ['q2', note('q2', { noteText: 'y' })],
      ['q6', note('q6', { noteText: 'z', deleted: true })],
    ]),
  };
  const run = (filter: string, search = '') =>
    filterQuestions({
      questions: SAMPLE_QUESTIONS,
      filter: parseFilter(filter),
      search,
      marks,
      isCritical: (q) => q.critical,
    });

  it.each([
    ['all', ['q1', 'q2', 'q3', 'q4', 'q5', 'q6']],
    ['ch5', ['q4', 'q6']],
    ['studied', ['q1', 'q2']],
    ['unstudied', ['q3', 'q4', 'q5', 'q6']],
    ['critical', ['q3']],
    ['bookmarked', ['q1']],
    ['noted', ['q1', 'q2']],
    ['wrong', ['q4', 'q2']],
    ['nonsense', ['q1', 'q2', 'q3', 'q4', 'q5', 'q6']],
  ])('%s keeps %j', (filter, ids) => {
    expect(run(filter)).toEqual(ids);
  });

  it('combines a filter with a diacritics-insensitive search', () => {
    expect(run('ch5', 'vach')).toEqual(['q6']);
    expect(run('all', 'đen vang')).toEqual(['q2']);
  });

  it.each([
    ['q1', 'bookmarked'],
    ['q2', 'noted'],
    ['q3', 'default'],
    ['q6', 'default'],
  ])('status of %s is %s', (id, status) => {
    expect(questionStatus(id, marks)).toBe(status);
  });

  it('toggles quick filters back to all and names empty lists', () => {
    expect(toggleQuickFilter('studied', 'studied')).toBe('all');
    expect(toggleQuickFilter('ch1', 'critical')).toBe('critical');
    expect(emptyReason('unstudied', '')).toBe('unstudied');
    expect(emptyReason('unstudied', 'abc')).toBe('other');
    expect(emptyReason('ch2', '')).toBe('other');
    expect(isMistake(marks.progress.get('q5'))).toBe(false);
  });
});
