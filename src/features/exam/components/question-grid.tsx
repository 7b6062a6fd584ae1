import { Button, SimpleGrid } from '@mantine/core';
import { t } from '../../../i18n/t';

type Props = {
  answers: readonly (number | null)[];
  current: number;
  /** Exam-day mode: no answered marks until submission. */
  examDay: boolean;
  onPick: (index: number) => void;
};

/** The numbered grid, 5 per row (SPEC §9). */
export function QuestionGrid({ answers, current, examDay, onPick }: Props) {
  return (
    <SimpleGrid cols={5} spacing={6} role="group" aria-label={t('exam.grid')}>
      {answers.map((answer, index) => {
        const answered = !examDay && answer !== null;
        const isCurrent = index === current;
        return (
          <Button
            key={index}
            size="compact-md"
            px={0}
            variant={isCurrent ? 'filled' : answered ? 'light' : 'default'}
            color={answered && !isCurrent ? 'green' : undefined}
            aria-current={isCurrent ? 'step' : undefined}
            aria-label={
              answered
                ? t('exam.gridAnswered', { n: index + 1 })
                : t('exam.gridItem', { n: index + 1 })
            }
            data-answered={answered || undefined}
            onClick={() => onPick(index)}
          >
            {index + 1}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
