/*
 * The global bank-download banner: starts the bank sync and shows its progress (questions percent,
 * then images done/total) with a progress bar, or the "device full" message. Hidden otherwise.
 */
import '../lib/page-styles';
import { Affix, Alert, Paper, Progress, Stack, Text } from '@mantine/core';
import { useBankProgress, useBankSync } from '../lib/bank-sync';
import { t } from '../i18n/t';

export function BankDownloadBanner() {
  useBankSync();
  const progress = useBankProgress();

  if (progress.error === 'quota') {
    return (
      <Affix position={{ bottom: 88, right: 16 }} zIndex={300} style={{ pointerEvents: 'none' }}>
        <Alert color="red" maw={360} style={{ pointerEvents: 'none' }}>
          {t('bank.quotaFull')}
        </Alert>
      </Affix>
    );
  }
  if (progress.phase !== 'questions' && progress.phase !== 'images') return null;

  const label =
    progress.phase === 'questions'
      ? t('bank.downloadingQuestions', { p: progress.percent })
      : t('bank.downloadingImages', { done: progress.done, total: progress.total });
  return (
    <Affix position={{ bottom: 88, right: 16 }} zIndex={300} style={{ pointerEvents: 'none' }}>
      <Paper
        shadow="md"
        p="sm"
        radius="md"
        withBorder
        w={300}
        role="status"
        aria-live="polite"
        // Information only: it must never cover a control (the phone sidebar's buttons sit below it).
        style={{ pointerEvents: 'none' }}
      >
        <Stack gap={6}>
          <Text size="sm">{label}</Text>
          <Progress value={progress.percent} aria-label={t('bank.progressLabel')} animated />
        </Stack>
      </Paper>
    </Affix>
  );
}
