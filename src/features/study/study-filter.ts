// The study list's filters, statuses and 'Câu hay sai' rule as plain functions over questions,
// progress and notes, so the page and the tests share one definition.
import type { NoteRecord, ProgressRecord, QuestionRecord } from '../../db/types';
import { matchesSearch, type ChapterId } from '../../domain/question';

export const QUICK_FILTERS = [
  'studied',
  'unstudied',
  'critical',
  'bookmarked',
  'noted',
  'wrong',
] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];
export type StudyFilter = 'all' | QuickFilter | `ch${ChapterId}`;

export type QuestionStatus = 'bookmarked' | 'noted' | 'studied' | 'default';

export type StudyMarks = {
  progress: ReadonlyMap<string, ProgressRecord>;
  notes: ReadonlyMap<string, NoteRecord>;
};

/** A 'Câu hay sai' leaves the list after this many correct answers in a row. */
export const MISTAKE_CLEARED_AFTER = 2;

export const isMistake = (p: ProgressRecord | undefined): p is ProgressRecord =>
  p !== undefined && p.lastWrongAt !== null && p.correctStreak < MISTAKE_CLEARED_AFTER;

export const hasNoteText = (note: NoteRecord | undefined) =>
  note !== undefined && !note.deleted && note.noteText.trim() !== '';

export const isBookmarked = (note: NoteRecord | undefined) =>
  note !== undefined && !note.deleted && note.isBookmarked;

/** SPEC §2: bookmarked, then noted, then studied, then default. */
export function questionStatus(id: string, marks: StudyMarks): QuestionStatus {
  const note = marks.notes.get(id);
  if (isBookmarked(note)) return 'bookmarked';
  if (hasNoteText(note)) return 'noted';
  if (marks.progress.get(id)?.studied) return 'studied';
  return 'default';
}

export const parseFilter = (value: string): StudyFilter => {
  if ((QUICK_FILTERS as readonly string[]).includes(value)) return value as QuickFilter;
  const chapter = /^ch([1-6])$/.exec(value);
  return chapter ? (`ch${Number(chapter[1]) as ChapterId}` as const) : 'all';
};

/** SPEC §4: a quick filter clicked again goes back to all. */
export const toggleQuickFilter = (current: StudyFilter, clicked: QuickFilter): StudyFilter =>
  current === clicked ? 'all' : clicked;

type FilterInput = {
  questions: readonly QuestionRecord[];
  filter: StudyFilter;
  search: string;
  marks: StudyMarks;
  isCritical: (q: QuestionRecord) => boolean;
};

/** Ids of the questions the list shows, in bank order ('Câu hay sai': most recent mistake first). */
export function filterQuestions({ questions, filter, search, marks, isCritical }: FilterInput) {
  const keep = (q: QuestionRecord): boolean => {
    const progress = marks.progress.get(q.id);
    const note = marks.notes.get(q.id);
    switch (filter) {
      case 'all':
        return true;
      case 'studied':
        return progress?.studied === true;
      case 'unstudied':
        return progress?.studied !== true;
      case 'critical':
        return isCritical(q);
      case 'bookmarked':
        return isBookmarked(note);
      case 'noted':
        return hasNoteText(note);
      case 'wrong':
        return isMistake(progress);
      default:
        return `ch${q.chapter}` === filter;
    }
  };
  const kept = questions.filter((q) => keep(q) && matchesSearch(q, search));
  if (filter === 'wrong') {
    const wrongAt = (q: QuestionRecord) => marks.progress.get(q.id)?.lastWrongAt ?? '';
    kept.sort((a, b) => (wrongAt(a) < wrongAt(b) ? 1 : wrongAt(a) > wrongAt(b) ? -1 : 0));
  }
  return kept.map((q) => q.id);
}

/** SPEC §8: the message of an empty list. */
export type EmptyReason = 'studied' | 'unstudied' | 'critical' | 'other';
export const emptyReason = (filter: StudyFilter, search: string): EmptyReason =>
  search.trim() === '' && (filter === 'studied' || filter === 'unstudied' || filter === 'critical')
    ? filter
    : 'other';
