import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSend } from '@tabler/icons-react';
import { t } from '../../../i18n/t';

type Props = {
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
};

/** Trước / Sau / Nộp bài. */
export function ExamNav({ canPrevious, canNext, onPrevious, onNext, onSubmit }: Props) {
  return (
    <Group justify="space-between">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={18} aria-hidden />}
        onClick={onPrevious}
        disabled={!canPrevious}
      >
        {t('exam.previous')}
      </Button>
      <Button color="green" leftSection={<IconSend size={18} aria-hidden />} onClick={onSubmit}>
        {t('exam.submit')}
      </Button>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={18} aria-hidden />}
        onClick={onNext}
        disabled={!canNext}
      >
        {t('exam.next')}
      </Button>
    </Group>
  );
}
