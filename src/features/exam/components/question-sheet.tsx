import { Button, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutGrid } from '@tabler/icons-react';
import { t } from '../../../i18n/t';
import { QuestionGrid } from './question-grid';

type Props = {
  answers: readonly (number | null)[];
  current: number;
  examDay: boolean;
  onPick: (index: number) => void;
};

/** Mobile: a bottom sheet listing every question with the answered count. */
export function QuestionSheet({ answers, current, examDay, onPick }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const answered = answers.filter((a) => a !== null).length;
  const total = answers.length;
  return (
    <>
      <Button
        variant="light"
        hiddenFrom="md"
        leftSection={<IconLayoutGrid size={18} aria-hidden />}
        onClick={open}
      >
        {examDay ? t('exam.grid') : t('exam.openSheet', { n: answered, total })}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="bottom"
        size="auto"
        title={t('exam.grid')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="sm" pb="md">
          {examDay ? null : <Text>{t('exam.answeredCount', { n: answered, total })}</Text>}
          <QuestionGrid
            answers={answers}
            current={current}
            examDay={examDay}
            onPick={(index) => {
              onPick(index);
              close();
            }}
          />
        </Stack>
      </Drawer>
    </>
  );
}
