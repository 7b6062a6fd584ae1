import { Alert, Button, Card, FileButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import type { ImportResult } from '../../../api/admin';
import { t } from '../../../i18n/t';
import { useBankTransfer } from '../hooks/use-bank-transfer';

function ImportReport({
  report,
  busy,
  onApply,
}: {
  report: ImportResult;
  busy: boolean;
  onApply: () => void;
}) {
  const failed = report.errors.length > 0;
  return (
    <Stack gap="xs" aria-label={t('admin.bank.reportTitle')} role="region">
      <Text fw={600}>{t('admin.bank.reportTitle')}</Text>
      <Group gap="md">
        <Text size="sm">{t('admin.bank.added', { n: report.added })}</Text>
        <Text size="sm">{t('admin.bank.changed', { n: report.changed })}</Text>
        <Text size="sm">{t('admin.bank.removed', { n: report.removed })}</Text>
        <Text size="sm">{t('admin.bank.unchanged', { n: report.unchanged })}</Text>
      </Group>
      {failed ? (
        <Alert color="red" title={t('admin.bank.errorsTitle', { n: report.errors.length })}>
          <List size="sm">
            {report.errors.slice(0, 50).map((e, i) => (
              <List.Item key={i}>
                {e.question === null
                  ? t('admin.bank.errorLineGeneral', { field: e.field, message: e.message })
                  : t('admin.bank.errorLine', {
                      question: e.question,
                      field: e.field,
                      message: e.message,
                    })}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Group>
          <Button onClick={onApply} loading={busy}>
            {t('admin.bank.apply')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Import a bank .zip (dry run, then 'Áp dụng') and export the live bank as a .zip. */
export function BankTransfer({ onApplied }: { onApplied: () => void }) {
  const { file, report, busy, check, apply, download } = useBankTransfer(onApplied);
  return (
    <Card withBorder padding="md" component="section" aria-label={t('admin.bank.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin.bank.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.bank.hint')}
        </Text>
        <Group gap="sm">
          <FileButton
            onChange={(chosen) => void check(chosen)}
            accept=".zip,application/zip,application/json,.json"
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                loading={busy && !report}
                leftSection={<IconFileZip size={16} aria-hidden />}
              >
                {t('admin.bank.choose')}
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void download()}
          >
            {t('admin.bank.export')}
          </Button>
          {file ? <Text size="sm">{file.name}</Text> : null}
        </Group>
        {report ? <ImportReport report={report} busy={busy} onApply={() => void apply()} /> : null}
      </Stack>
    </Card>
  );
}
