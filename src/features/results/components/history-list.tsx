import { Badge, Card, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { TestResultRecord } from '../../../db/types';
import { t } from '../../../i18n/t';
import { formatDateTime, formatDuration } from '../../../lib/format';
import { AnswerList } from './answer-list';
import { ResultSummary } from './result-summary';
import { ResultTiles } from './result-tiles';

/** The results, newest first; a result opens the detail dialog. */
export function HistoryList({ results }: { results: TestResultRecord[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = results.find((r) => r.id === openId);
  return (
    <>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {results.map((r) => (
          <li key={r.id}>
            <UnstyledButton
              w="100%"
              onClick={() => setOpenId(r.id)}
              aria-label={`${t('results.viewDetail')}: ${t('results.historyItem', {
                category: r.licenseCategory,
                date: formatDateTime(r.createdDate),
              })}`}
            >
              <Card withBorder padding="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Text fw={600}>
                      {t('results.historyItem', {
                        category: r.licenseCategory,
                        date: formatDateTime(r.createdDate),
                      })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {r.mode === 'studied' ? `${t('results.studiedMode')} · ` : ''}
                      {formatDuration(r.timeSpent)}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={700}>
                      {t('results.score', { correct: r.correctAnswers, total: r.totalQuestions })}
                    </Text>
                    <Badge color={r.passed ? 'green' : 'red'}>
                      {r.passed ? t('results.pass') : t('results.fail')}
                    </Badge>
                  </Group>
                </Group>
              </Card>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      <Modal
        opened={open !== undefined}
        onClose={() => setOpenId(null)}
        size="xl"
        title={
          open
            ? t('results.detailDialog', {
                category: open.licenseCategory,
                date: formatDateTime(open.createdDate),
              })
            : ''
        }
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {open ? (
          <Stack gap="md">
            <ResultSummary result={open} />
            <ResultTiles result={open} />
            <AnswerList answers={open.answers} />
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
