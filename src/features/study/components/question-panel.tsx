import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { memo, useCallback, useMemo, useState } from 'react';
import type { QuestionRecord } from '../../../db/types';
import { t } from '../../../i18n/t';
import { questionStatus, type StudyFilter, type StudyMarks } from '../study-filter';
import { FilterControls } from './filter-controls';
import { QuestionGrid } from './question-grid';
import { QuestionList } from './question-list';

export type PanelProps = {
  byId: ReadonlyMap<string, QuestionRecord>;
  ids: readonly string[];
  marks: StudyMarks;
  isCritical: (q: QuestionRecord) => boolean;
  currentId: string | null;
  onPick: (id: string) => void;
  filter: StudyFilter;
  onFilter: (filter: StudyFilter) => void;
  search: string;
  onSearch: (search: string) => void;
};

/** 'Danh sách câu hỏi': filters, search and the list or 5-column grid of the filtered questions. */
export const QuestionPanel = memo(function QuestionPanel(props: PanelProps) {
  const { byId, ids, marks, isCritical, currentId, onPick } = props;
  const [mode, setMode] = useState<'grid' | 'list'>('grid');
  const questions = useMemo(
    () => ids.map((id) => byId.get(id)).filter((q): q is QuestionRecord => q !== undefined),
    [ids, byId],
  );
  const statusOf = useCallback((id: string) => questionStatus(id, marks), [marks]);
  const Index = mode === 'grid' ? QuestionGrid : QuestionList;
  return (
    <Stack gap="sm">
      <FilterControls
        filter={props.filter}
        onFilter={props.onFilter}
        search={props.search}
        onSearch={props.onSearch}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('study.listCount', { n: questions.length })}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={t('study.viewMode')}
          value={mode}
          onChange={(value) => setMode(value === 'list' ? 'list' : 'grid')}
          data={[
            { value: 'grid', label: t('study.viewGrid') },
            { value: 'list', label: t('study.viewList') },
          ]}
        />
      </Group>
      <Index
        questions={questions}
        statusOf={statusOf}
        isCritical={isCritical}
        currentId={currentId}
        onPick={onPick}
      />
    </Stack>
  );
});
