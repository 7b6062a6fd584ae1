import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { t } from '../../../i18n/t';

type Props = { opened: boolean; onStay: () => void; onLeave: () => void };

/** SPEC 'Test': leaving while the exam runs asks first. */
export function LeaveDialog({ opened, onStay, onLeave }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title={t('exam.leaveTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t('exam.leaveQuestion')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay}>
            {t('exam.stay')}
          </Button>
          <Button color="red" onClick={onLeave}>
            {t('exam.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
