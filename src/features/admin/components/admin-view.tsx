import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminQuestion } from '../../../api/admin';
import { EmptyState, LoadingState } from '../../../components/page-frame';
import { t } from '../../../i18n/t';
import { useAdminQuestions } from '../hooks/use-admin-questions';
import { useOpenReports } from '../hooks/use-open-reports';
import { useQuestionActions } from '../hooks/use-question-actions';
import { defaultFormValues, formValuesOf, type QuestionFormValues } from '../question-form';
import { AdminQuestionCard } from './admin-question-card';
import { AuditDialog } from './audit-dialog';
import { BankTransfer } from './bank-transfer';
import { DeleteDialog } from './delete-dialog';
import { QuestionFilters } from './question-filters';
import { QuestionFormDialog } from './question-form-dialog';
import { QuestionPager } from './question-pager';
import { ReportsPanel } from './reports-panel';

type Editing = { initial: QuestionFormValues; original: AdminQuestion | null };

/** The admin view: bank tools, learners' reports, filters, the count, cards, pager and dialogs. */
export function AdminView() {
  const list = useAdminQuestions();
  const reports = useOpenReports();
  const actions = useQuestionActions(list.reload);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminQuestion | null>(null);
  const [history, setHistory] = useState<AdminQuestion | null>(null);
  const { state } = list;

  const add = async () => {
    setEditing({ initial: defaultFormValues(await actions.nextNumber()), original: null });
  };

  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => void add()}>
          {t('admin.addQuestion')}
        </Button>
      </Group>
      <BankTransfer onApplied={list.reload} />
      <ReportsPanel
        reports={reports.reports}
        onResolve={reports.resolve}
        onOpenQuestion={(n) =>
          list.change({ ...list.filters, search: n, category: '', chapter: '', kind: 'all' })
        }
      />
      <QuestionFilters filters={list.filters} onChange={list.change} onClear={list.clear} />
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'error' ? <Alert color="red">{t('admin.loadFailed')}</Alert> : null}
      {state.status === 'ready' ? (
        <>
          <Text c="dimmed" aria-live="polite" data-testid="admin-count">
            {t('admin.count', { shown: state.matching, total: state.total })}
          </Text>
          {state.items.length === 0 ? (
            <EmptyState title={t('admin.empty')} />
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {state.items.map((question) => (
                <AdminQuestionCard
                  key={question.id}
                  question={question}
                  openReports={reports.perQuestion.get(question.id) ?? 0}
                  onEdit={() => setEditing({ initial: formValuesOf(question), original: question })}
                  onDelete={() => setDeleting(question)}
                  onHistory={() => setHistory(question)}
                />
              ))}
            </Stack>
          )}
          <QuestionPager page={list.page} pages={list.pages} onPage={list.setPage} />
        </>
      ) : null}
      {editing ? (
        <QuestionFormDialog
          initial={editing.initial}
          original={editing.original}
          onClose={() => setEditing(null)}
          onSave={actions.save}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          question={deleting}
          onClose={() => setDeleting(null)}
          onConfirm={actions.remove}
        />
      ) : null}
      {history ? <AuditDialog question={history} onClose={() => setHistory(null)} /> : null}
    </Stack>
  );
}
