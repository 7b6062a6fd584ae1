import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminQuestion } from '../../../api/admin';
import { t } from '../../../i18n/t';

type Props = {
  question: AdminQuestion;
  onClose: () => void;
  onConfirm: (question: AdminQuestion) => Promise<boolean>;
};

/** SPEC §5: 'Bạn có chắc chắn muốn xóa câu hỏi này?' before a delete. */
export function DeleteDialog({ question, onClose, onConfirm }: Props) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm(question);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('admin.confirmDeleteTitle')} centered>
      <Stack>
        <Text>{t('admin.confirmDelete')}</Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {`${t('admin.number', { n: question.question_number })}: ${question.question_text}`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {t('admin.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
