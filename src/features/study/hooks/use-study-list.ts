import { useCallback, useMemo, useState } from 'react';
import type { QuestionRecord } from '../../../db/types';
import { useNotesMap, useProgressMap } from '../../../lib/use-study-progress';
import { filterQuestions, type StudyFilter, type StudyMarks } from '../study-filter';

const NO_IDS: readonly string[] = [];
const EMPTY_MARKS: StudyMarks = { progress: new Map(), notes: new Map() };

type Snapshot = { key: string; source: readonly QuestionRecord[]; ids: string[] };

/**
 * The filtered, searched list and the current question. The list's membership is taken when the
 * filter, the search or the bank changes — answering a question under 'Chưa học' does not pull it
 * out from under the learner — while statuses stay live.
 */
export function useStudyList(
  questions: readonly QuestionRecord[],
  isCritical: (q: QuestionRecord) => boolean,
) {
  const progress = useProgressMap();
  const notes = useNotesMap();
  const marksReady = progress !== undefined && notes !== undefined;
  const marks = useMemo(
    () => (progress && notes ? { progress, notes } : EMPTY_MARKS),
    [progress, notes],
  );
  const [filter, setFilter] = useState<StudyFilter>('all');
  const [search, setSearch] = useState('');
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);

  const key = `${filter}|${search}`;
  const stale = marksReady && (snapshot?.key !== key || snapshot.source !== questions);
  const fresh = stale ? filterQuestions({ questions, filter, search, marks, isCritical }) : null;
  if (fresh) setSnapshot({ key, source: questions, ids: fresh });
  const ids: readonly string[] = fresh ?? snapshot?.ids ?? NO_IDS;

  const index = Math.max(0, currentId === null ? 0 : ids.indexOf(currentId));
  const current = ids[index] ?? null;

  const goTo = useCallback((id: string) => setCurrentId(id), []);
  const step = (delta: number) => {
    const target = ids[index + delta];
    if (target !== undefined) setCurrentId(target);
  };

  return {
    ready: marksReady,
    marks,
    filter,
    setFilter,
    search,
    setSearch,
    ids,
    index,
    currentId: current,
    goTo,
    prev: () => step(-1),
    next: () => step(1),
  };
}
