import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { t } from '../../../i18n/t';
import { formatClock } from '../../../lib/format';

type Props = {
  opened: boolean;
  category: string;
  answered: number;
  total: number;
  remaining: number;
  passMark: number;
  submitting: boolean;
  onContinue: () => void;
  onSubmit: () => void;
};

/** SPEC 'Test': category, answered x/y, time remaining, pass mark; the unanswered warning. */
export function SubmitDialog(props: Props) {
  const { opened, category, answered, total, remaining, passMark, submitting } = props;
  const unanswered = total - answered;
  return (
    <Modal
      opened={opened}
      onClose={props.onContinue}
      title={t('exam.submitTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text>{t('exam.submitCategory', { category })}</Text>
        <Text>{t('exam.submitAnswered', { n: answered, total })}</Text>
        <Text>{t('exam.submitRemaining', { time: formatClock(remaining) })}</Text>
        <Text>{t('exam.submitPass', { n: passMark })}</Text>
        {unanswered > 0 ? (
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('exam.submitUnanswered', { n: unanswered })}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={props.onContinue} disabled={submitting}>
            {t('exam.continue')}
          </Button>
          <Button color="green" onClick={props.onSubmit} loading={submitting}>
            {t('exam.confirmSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
