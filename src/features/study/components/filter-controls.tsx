import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { memo } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { CHAPTERS } from '../../../domain/question';
import { t, type MessageKey } from '../../../i18n/t';
import {
  parseFilter,
  QUICK_FILTERS,
  toggleQuickFilter,
  type QuickFilter,
  type StudyFilter,
} from '../study-filter';

export const QUICK_FILTER_LABEL: Record<QuickFilter, MessageKey> = {
  studied: 'study.filterStudied',
  unstudied: 'study.filterUnstudied',
  critical: 'study.filterCritical',
  bookmarked: 'study.filterBookmarked',
  noted: 'study.filterNoted',
  wrong: 'study.filterWrong',
};

const filterOptions = [
  { value: 'all', label: t('study.filterAll') },
  ...CHAPTERS.map((c) => ({
    value: `ch${c.id}`,
    label: t('study.filterChapter', { id: c.id, name: c.short }),
  })),
  ...QUICK_FILTERS.map((f) => ({ value: f, label: t(QUICK_FILTER_LABEL[f]) })),
];

type FilterControlsProps = {
  filter: StudyFilter;
  onFilter: (filter: StudyFilter) => void;
  search: string;
  onSearch: (search: string) => void;
};

/** The filter select (all, chapters, marks), quick filters that toggle back to all, and search. */
export const FilterControls = memo(function FilterControls({
  filter,
  onFilter,
  search,
  onSearch,
}: FilterControlsProps) {
  return (
    <>
      <NativeSelect
        label={t('study.filterLabel')}
        value={filter}
        onChange={(event) => onFilter(parseFilter(event.currentTarget.value))}
        data={filterOptions}
      />
      <Group gap={6} role="group" aria-label={t('study.quickFilters')}>
        {QUICK_FILTERS.map((quick) => (
          <Button
            key={quick}
            size="compact-sm"
            variant={filter === quick ? 'filled' : 'light'}
            aria-pressed={filter === quick}
            onClick={() => onFilter(toggleQuickFilter(filter, quick))}
          >
            {t(QUICK_FILTER_LABEL[quick])}
          </Button>
        ))}
      </Group>
      <TextInput
        type="search"
        label={t('study.searchLabel')}
        placeholder={t('study.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
    </>
  );
});
