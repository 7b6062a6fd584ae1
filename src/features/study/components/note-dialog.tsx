import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../i18n/t';

type NoteDialogProps = {
  opened: boolean;
  initialText: string;
  /** An existing note: title 'Sửa ghi chú' and a delete button. */
  existing: boolean;
  onClose: () => void;
  onSave: (text: string) => Promise<void>;
  onDelete: () => Promise<void>;
};

/** SPEC §4/§5 note dialog: trimmed text, 'Lưu ghi chú' disabled while blank. */
export function NoteDialog({
  opened,
  initialText,
  existing,
  onClose,
  onSave,
  onDelete,
}: NoteDialogProps) {
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const [seen, setSeen] = useState({ opened, initialText });
  if (seen.opened !== opened || seen.initialText !== initialText) {
    setSeen({ opened, initialText });
    if (opened) setText(initialText);
  }
  const run = (task: () => Promise<void>) => {
    setBusy(true);
    void task().finally(() => setBusy(false));
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={existing ? t('study.editNote') : t('study.addNote')}
      centered
    >
      <Stack gap="md">
        <Textarea
          aria-label={t('study.noteLabel')}
          placeholder={t('study.notePlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={10}
          data-autofocus
        />
        <Group justify="space-between">
          {existing ? (
            <Button variant="subtle" color="red" disabled={busy} onClick={() => run(onDelete)}>
              {t('study.noteDelete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={text.trim() === ''}
              loading={busy}
              onClick={() => run(() => onSave(text.trim()))}
            >
              {t('study.noteSave')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
