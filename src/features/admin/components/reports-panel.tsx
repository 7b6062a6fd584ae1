import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { AdminReport } from '../../../api/admin';
import { reports as reportStrings } from '../../../i18n/vi/admin';
import { t } from '../../../i18n/t';
import { formatDateTime } from '../../../lib/format';

type Props = {
  reports: AdminReport[];
  onResolve: (id: string, reply: string) => Promise<boolean>;
  onOpenQuestion: (number: string) => void;
};

const numberOf = (questionId: string) => /^q(\d+)$/.exec(questionId)?.[1] ?? questionId;
const reasonText = (reason: string) =>
  (reportStrings.reasons as Record<string, string>)[reason] ?? reason;

function ReportItem({
  report,
  onResolve,
  onOpenQuestion,
}: { report: AdminReport } & Omit<Props, 'reports'>) {
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const n = numberOf(report.question_id);
  const label = t('admin.reports.item', { n, reason: reasonText(report.reason) });
  return (
    <Card withBorder padding="sm" component="li" aria-label={label}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600}>{label}</Text>
          <Text size="xs" c="dimmed">
            {`${report.created_by} · ${formatDateTime(report.created_date)}`}
          </Text>
        </Group>
        <Text size="sm">{report.note || t('admin.reports.noNote')}</Text>
        <Textarea
          label={t('admin.reports.reply')}
          value={reply}
          autosize
          minRows={1}
          onChange={(event) => setReply(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button
            size="xs"
            loading={busy}
            onClick={() => {
              setBusy(true);
              void onResolve(report.id, reply).finally(() => setBusy(false));
            }}
          >
            {t('admin.reports.resolve')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => onOpenQuestion(n)}>
            {t('admin.reports.openQuestion')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The open reports from learners, oldest first, each resolvable with a reply. */
export function ReportsPanel({ reports, onResolve, onOpenQuestion }: Props) {
  return (
    <Stack gap="xs" component="section" aria-label={t('admin.reports.title')}>
      <Title order={2} size="h4">
        {`${t('admin.reports.title')} (${reports.length})`}
      </Title>
      {reports.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('admin.reports.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reports.map((report) => (
            <ReportItem
              key={report.id}
              report={report}
              onResolve={onResolve}
              onOpenQuestion={onOpenQuestion}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
