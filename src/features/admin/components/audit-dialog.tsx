import { Alert, List, Modal, Stack, Text } from '@mantine/core';
import type { AdminQuestion, AuditEntry } from '../../../api/admin';
import { LoadingState } from '../../../components/page-frame';
import { t } from '../../../i18n/t';
import { formatDateTime } from '../../../lib/format';
import { useAuditLog } from '../hooks/use-audit-log';

const show = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

function Entry({ entry }: { entry: AuditEntry }) {
  const action = t(`admin.audit.${entry.action}`);
  return (
    <List.Item>
      <Text size="sm" fw={500}>
        {t('admin.audit.entry', {
          action,
          actor: entry.actor ?? t('admin.audit.unknownActor'),
          when: formatDateTime(entry.created_date),
        })}
      </Text>
      {entry.action === 'update'
        ? entry.changes.map((change) => (
            <Text key={change.field} size="xs" c="dimmed">
              {t('admin.audit.change', {
                field: change.field,
                before: show(change.before),
                after: show(change.after),
              })}
            </Text>
          ))
        : null}
    </List.Item>
  );
}

/** Who changed the question, when, and which fields went from what to what. */
export function AuditDialog({
  question,
  onClose,
}: {
  question: AdminQuestion;
  onClose: () => void;
}) {
  const entries = useAuditLog(question.id);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin.audit.title', { n: question.question_number })}
      size="lg"
    >
      <Stack>
        {entries === null ? <LoadingState /> : null}
        {entries === 'error' ? <Alert color="red">{t('common.error')}</Alert> : null}
        {Array.isArray(entries) && entries.length === 0 ? (
          <Text c="dimmed">{t('admin.audit.empty')}</Text>
        ) : null}
        {Array.isArray(entries) && entries.length > 0 ? (
          <List spacing="sm">
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </List>
        ) : null}
      </Stack>
    </Modal>
  );
}
