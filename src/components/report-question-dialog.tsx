import { Alert, Button, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '../i18n/t';
import { REPORT_REASONS, useQuestionReports, type ReportReason } from '../lib/use-question-reports';

type DialogProps = { opened: boolean; onClose: () => void; questionId: string };

/** 'Báo lỗi câu hỏi': a reason and a note; queued offline like every other learner write. */
export function ReportQuestionDialog({ opened, onClose, questionId }: DialogProps) {
  const { send } = useQuestionReports(questionId);
  const [reason, setReason] = useState<ReportReason>('wrong-answer');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await send(reason, note);
      notifications.show({ color: 'green', message: t('reports.sent'), autoClose: 3000 });
      setNote('');
      onClose();
    } catch (error) {
      console.warn('report failed', error);
      notifications.show({ color: 'red', message: t('reports.failed'), autoClose: 3000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('reports.title')}>
      <Stack gap="sm">
        <Radio.Group
          label={t('reports.reason')}
          value={reason}
          onChange={(value) => setReason(value as ReportReason)}
        >
          <Stack gap={6} mt={4}>
            {REPORT_REASONS.map((r) => (
              <Radio key={r} value={r} label={t(`reports.reasons.${r}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('reports.note')}
          placeholder={t('reports.notePlaceholder')}
          value={note}
          maxLength={2000}
          autosize
          minRows={2}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Button onClick={() => void submit()} loading={busy}>
          {t('reports.send')}
        </Button>
      </Stack>
    </Modal>
  );
}

/** The 'Báo lỗi câu hỏi' button of a question, with the learner's pending report or the reply. */
export function ReportQuestionAction({ questionId }: { questionId: string }) {
  const [opened, setOpened] = useState(false);
  const { reports } = useQuestionReports(questionId);
  const replied = reports.find((r) => r.reply);
  const pending = reports.find((r) => r.status === 'open');
  return (
    <Stack gap={6}>
      <Button
        variant="subtle"
        color="orange"
        size="compact-sm"
        leftSection={<IconFlag size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('reports.action')}
      </Button>
      {replied ? (
        <Alert color="blue" title={t('reports.replyTitle')} data-testid="report-reply">
          {replied.reply}
        </Alert>
      ) : pending ? (
        <Text size="xs" c="dimmed">
          {t('reports.pending')}
        </Text>
      ) : null}
      {opened ? (
        <ReportQuestionDialog opened onClose={() => setOpened(false)} questionId={questionId} />
      ) : null}
    </Stack>
  );
}
