import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { QuestionImage } from '../../../components/question-image';
import type { QuestionRecord } from '../../../db/types';
import { visibleOptions } from '../../../domain/question';
import { t } from '../../../i18n/t';
import { fontSizeProps, useFontSize } from '../../../lib/use-font-size';

type Props = {
  question: QuestionRecord;
  index: number;
  total: number;
  selected: number | null;
  onSelect: (option: number) => void;
};

/** One exam question: text, optional image (max 300 px) and options a–d; no feedback until submit. */
export function QuestionView({ question, index, total, selected, onSelect }: Props) {
  const { fontSize } = useFontSize();
  return (
    <Card withBorder padding="lg" data-protected {...fontSizeProps(fontSize)}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={700}>{t('exam.questionOf', { n: index + 1, total })}</Text>
          <Text size="sm" c="dimmed">
            {t('exam.questionNumber', { n: question.number })}
          </Text>
        </Group>
        <Text fz="inherit" fw={500} style={{ whiteSpace: 'pre-line' }}>
          {question.text}
        </Text>
        <QuestionImage
          hash={question.imageHash}
          alt={question.imageAlt || t('exam.imageAlt', { n: question.number })}
        />
        <Stack gap="xs" role="group" aria-label={t('exam.options')}>
          {visibleOptions(question).map((option) => {
            const isSelected = selected === option.index;
            return (
              <UnstyledButton
                key={option.letter}
                onClick={() => onSelect(option.index)}
                aria-pressed={isSelected}
                aria-label={`${option.letter}. ${option.text}`}
                p="sm"
                style={{
                  borderRadius: 8,
                  border: `${isSelected ? 2 : 1}px solid ${
                    isSelected
                      ? 'var(--mantine-primary-color-filled)'
                      : 'var(--mantine-color-default-border)'
                  }`,
                  background: isSelected ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Badge variant={isSelected ? 'filled' : 'outline'} circle size="lg" aria-hidden>
                    {option.letter}
                  </Badge>
                  <Text fz="inherit">{option.text}</Text>
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
