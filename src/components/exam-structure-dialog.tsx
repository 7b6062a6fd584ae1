import { Group, Modal, Stack, Table, Text } from '@mantine/core';
import { structureSummary, type ExamRule } from '../domain/rule-sets';
import { t } from '../i18n/t';
import { formatPercent } from '../lib/format';

type Props = {
  opened: boolean;
  onClose: () => void;
  category: string;
  rule: ExamRule | undefined;
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between">
      <Text c="dimmed">{label}</Text>
      <Text fw={600}>{value}</Text>
    </Group>
  );
}

/** SPEC 'Test': the dialog 'Cấu trúc đề thi - Hạng X' (also opened from Practice). */
export function ExamStructureDialog({ opened, onClose, category, rule }: Props) {
  const summary = rule ? structureSummary(rule) : undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('exam.structureTitle', { category })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {summary ? (
        <Stack gap="sm">
          <Figure
            label={t('exam.structureTotal')}
            value={t('exam.questionsUnit', { n: summary.questions })}
          />
          <Figure
            label={t('exam.structureCritical')}
            value={t('exam.questionsUnit', { n: summary.criticalCount })}
          />
          <Figure
            label={t('exam.structurePass')}
            value={`${summary.passMark}/${summary.questions}`}
          />
          <Figure
            label={t('exam.structureTime')}
            value={t('exam.minutesUnit', { n: summary.minutes })}
          />
          <Text fw={600} mt="sm">
            {t('exam.structureDistribution')}
          </Text>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('exam.structureChapter')}</Table.Th>
                <Table.Th>{t('exam.structureCount')}</Table.Th>
                <Table.Th>{t('exam.structureShare')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.slots.map((slot) => (
                <Table.Tr key={slot.key}>
                  <Table.Td>
                    <Text size="sm" fw={500} c={slot.critical ? 'red' : undefined}>
                      {slot.label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {slot.description}
                    </Text>
                  </Table.Td>
                  <Table.Td>{slot.count}</Table.Td>
                  <Table.Td>{formatPercent(slot.percentage)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm">{t('exam.structureNoteCritical')}</Text>
          <Text size="sm">{t('exam.structureNoteOrder')}</Text>
        </Stack>
      ) : (
        <Text>{t('exam.structureNone')}</Text>
      )}
    </Modal>
  );
}
