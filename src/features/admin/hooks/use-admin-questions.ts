/*
 * The admin list: filters (search, class, chapter, all/critical/normal) and page, turned into the
 * entity filter language and fetched from the server 20 at a time with the matching and total counts.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  listQuestions,
  QUESTIONS_PER_PAGE,
  type AdminQuestion,
  type QuestionFilter,
} from '../../../api/admin';
import { pageCount } from '../page-window';

export type QuestionKind = 'all' | 'critical' | 'normal';
export type AdminFilters = {
  search: string;
  category: string;
  chapter: string;
  kind: QuestionKind;
};
export const EMPTY_FILTERS: AdminFilters = { search: '', category: '', chapter: '', kind: 'all' };

export function toEntityFilter(filters: AdminFilters): QuestionFilter {
  const filter: QuestionFilter = {};
  if (filters.search.trim()) filter.search = filters.search.trim();
  if (filters.category) filter.category = filters.category;
  if (filters.chapter) filter.chapter_id = Number(filters.chapter);
  if (filters.kind !== 'all') filter.is_critical = filters.kind === 'critical';
  return filter;
}

type ListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: AdminQuestion[]; matching: number; total: number };

export function useAdminQuestions() {
  const [filters, setFilters] = useState<AdminFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [search] = useDebouncedValue(filters.search, 300);
  const { category, chapter, kind } = filters;
  const filter = useMemo(
    () => toEntityFilter({ search, category, chapter, kind }),
    [search, category, chapter, kind],
  );

  useEffect(() => {
    let cancelled = false;
    listQuestions(filter, page)
      .then((result) => {
        if (!cancelled) setState({ status: 'ready', ...result });
      })
      .catch((error: unknown) => {
        console.warn('admin list failed', error);
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [filter, page, reloads]);

  const change = useCallback((next: Partial<AdminFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  }, []);
  const clear = useCallback(() => {
    setFilters(EMPTY_FILTERS);
    setPage(1);
  }, []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const pages = state.status === 'ready' ? pageCount(state.matching, QUESTIONS_PER_PAGE) : 0;
  // A delete can empty the last page: step back to the new last page.
  useEffect(() => {
    if (state.status === 'ready' && page > 1 && page > pages) setPage(Math.max(pages, 1));
  }, [state.status, page, pages]);

  return { filters, change, clear, page, setPage, pages, state, reload };
}
