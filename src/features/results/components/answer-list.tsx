import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { ResultAnswer } from '../../../db/types';
import { t } from '../../../i18n/t';
import { useQuestionsByIds } from '../../../lib/use-bank';
import { AnswerItem } from './answer-item';

type Filter = 'all' | 'wrong' | 'critical';

/** The detail list with filters for wrong and critical answers. */
export function AnswerList({ answers }: { answers: ResultAnswer[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const ids = useMemo(() => answers.map((a) => a.question_id), [answers]);
  const questions = useQuestionsByIds(ids);
  const images = useMemo(
    () => new Map((questions ?? []).map((q) => [q.id, q.imageHash])),
    [questions],
  );
  const shown = answers
    .map((answer, i) => ({ answer, position: i + 1 }))
    .filter(({ answer }) =>
      filter === 'wrong' ? !answer.is_correct : filter === 'critical' ? answer.is_critical : true,
    );
  if (answers.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('results.detailTitle')}
      </Title>
      <SegmentedControl
        aria-label={t('results.filterLabel')}
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={[
          { value: 'all', label: t('results.filterAll') },
          { value: 'wrong', label: t('results.filterWrong') },
          { value: 'critical', label: t('results.filterCritical') },
        ]}
      />
      {shown.length === 0 ? <Text c="dimmed">{t('results.noFilteredAnswers')}</Text> : null}
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map(({ answer, position }) => (
          <AnswerItem
            key={`${answer.question_id}-${position}`}
            answer={answer}
            position={position}
            imageHash={images.get(answer.question_id) ?? null}
          />
        ))}
      </Stack>
    </Stack>
  );
}
