import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { itemLabel, STATUS_COLOR, type ItemProps, type QuestionIndexProps } from './question-grid';

const ListItem = memo(function ListItem({
  question,
  critical,
  status,
  current,
  onPick,
}: ItemProps) {
  return (
    <UnstyledButton
      onClick={() => onPick(question.id)}
      aria-label={itemLabel(question.number, critical, status)}
      aria-current={current ? 'true' : undefined}
      data-status={status}
      data-current={current || undefined}
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        borderLeft: `4px solid var(--mantine-color-${STATUS_COLOR[status]}-${status === 'default' ? 3 : 6})`,
        background: current ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Badge variant="light" color={STATUS_COLOR[status]} miw={48}>
          {question.number}
          {critical ? '*' : ''}
        </Badge>
        <Text size="sm" lineClamp={2}>
          {question.text}
        </Text>
      </Group>
    </UnstyledButton>
  );
});

/** The list form of the question index: number, status colour and the start of the text. */
export function QuestionList({
  questions,
  statusOf,
  isCritical,
  currentId,
  onPick,
}: QuestionIndexProps) {
  return (
    <Stack gap={4} data-testid="question-list">
      {questions.map((q) => (
        <ListItem
          key={q.id}
          question={q}
          critical={isCritical(q)}
          status={statusOf(q.id)}
          current={q.id === currentId}
          onPick={onPick}
        />
      ))}
    </Stack>
  );
}
