import { SimpleGrid, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import type { QuestionRecord } from '../../../db/types';
import { t } from '../../../i18n/t';
import type { QuestionStatus } from '../study-filter';

export const STATUS_COLOR: Record<QuestionStatus, string> = {
  bookmarked: 'yellow',
  noted: 'violet',
  studied: 'green',
  default: 'gray',
};

const statusWord: Record<QuestionStatus, string | null> = {
  bookmarked: t('study.statusBookmarked'),
  noted: t('study.statusNoted'),
  studied: t('study.statusStudied'),
  default: null,
};

/** 'Câu 12, điểm liệt, đã học' — the accessible name of a list item or grid cell. */
export const itemLabel = (number: number, critical: boolean, status: QuestionStatus) =>
  [
    t('study.itemLabel', { n: number }),
    critical ? t('study.criticalMark') : null,
    statusWord[status],
  ]
    .filter(Boolean)
    .join(', ');

export type ItemProps = {
  question: QuestionRecord;
  critical: boolean;
  status: QuestionStatus;
  current: boolean;
  onPick: (id: string) => void;
};

const GridCell = memo(function GridCell({
  question,
  critical,
  status,
  current,
  onPick,
}: ItemProps) {
  const color = STATUS_COLOR[status];
  return (
    <UnstyledButton
      onClick={() => onPick(question.id)}
      aria-label={itemLabel(question.number, critical, status)}
      aria-current={current ? 'true' : undefined}
      data-status={status}
      data-current={current || undefined}
      ta="center"
      py={6}
      fw={600}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: `2px solid ${current ? 'var(--mantine-color-blue-6)' : 'transparent'}`,
        background:
          status === 'default'
            ? 'var(--mantine-color-default-hover)'
            : `var(--mantine-color-${color}-light)`,
        color: status === 'default' ? undefined : `var(--mantine-color-${color}-light-color)`,
      }}
    >
      {question.number}
      {critical ? '*' : ''}
    </UnstyledButton>
  );
});

/** Props shared by the grid and the list forms of the question index. */
export type QuestionIndexProps = {
  questions: readonly QuestionRecord[];
  statusOf: (id: string) => QuestionStatus;
  isCritical: (q: QuestionRecord) => boolean;
  currentId: string | null;
  onPick: (id: string) => void;
};

/** SPEC §2: the 5-column number grid. */
export function QuestionGrid({
  questions,
  statusOf,
  isCritical,
  currentId,
  onPick,
}: QuestionIndexProps) {
  return (
    <SimpleGrid cols={5} spacing={6} verticalSpacing={6} data-testid="question-grid">
      {questions.map((q) => (
        <GridCell
          key={q.id}
          question={q}
          critical={isCritical(q)}
          status={statusOf(q.id)}
          current={q.id === currentId}
          onPick={onPick}
        />
      ))}
    </SimpleGrid>
  );
}
