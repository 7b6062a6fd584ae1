import { Group, Kbd, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { QuestionRecord } from '../../../db/types';
import { visibleOptions } from '../../../domain/question';
import { t } from '../../../i18n/t';

type OptionState = 'correct' | 'wrong' | 'idle';

const palette: Record<OptionState, { border: string; background?: string }> = {
  correct: {
    border: 'var(--mantine-color-green-6)',
    background: 'var(--mantine-color-green-light)',
  },
  wrong: { border: 'var(--mantine-color-red-6)', background: 'var(--mantine-color-red-light)' },
  idle: { border: 'var(--mantine-color-default-border)' },
};

type AnswerOptionsProps = {
  question: QuestionRecord;
  chosen: number | null;
  revealed: boolean;
  onChoose: (index: number) => void;
};

/** Options a–d as pressable buttons with their 1–4 key hint; empty options are not shown. */
export function AnswerOptions({ question, chosen, revealed, onChoose }: AnswerOptionsProps) {
  return (
    <Stack gap="xs" role="group" aria-label={t('study.questionHeading', { n: question.number })}>
      {visibleOptions(question).map((option) => {
        const isAnswer = option.index === question.answer;
        const isChosen = option.index === chosen;
        const state: OptionState =
          (revealed && isAnswer) || (isChosen && isAnswer)
            ? 'correct'
            : isChosen
              ? 'wrong'
              : 'idle';
        const colors = palette[state];
        return (
          <UnstyledButton
            key={option.letter}
            onClick={() => onChoose(option.index)}
            aria-pressed={isChosen}
            aria-label={t('study.optionLabel', { letter: option.letter, text: option.text })}
            data-state={state}
            data-option={option.letter}
          >
            <Paper
              withBorder
              p="sm"
              radius="md"
              style={{ borderColor: colors.border, borderWidth: 2, background: colors.background }}
            >
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Text fw={700} fz="inherit" tt="uppercase" aria-hidden>
                  {option.letter}.
                </Text>
                <Text fz="inherit" style={{ flex: 1 }}>
                  {option.text}
                </Text>
                {state === 'correct' ? (
                  <IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
                ) : state === 'wrong' ? (
                  <IconX size={18} color="var(--mantine-color-red-7)" aria-hidden />
                ) : (
                  <Kbd size="xs" aria-hidden>
                    {option.index}
                  </Kbd>
                )}
              </Group>
            </Paper>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
