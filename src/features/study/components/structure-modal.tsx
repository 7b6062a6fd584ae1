import { Badge, Card, Group, List, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPercent } from '../../../lib/format';
import { t } from '../../../i18n/t';
import type { StructureView } from '../hooks/use-structure';

type StructureModalProps = { opened: boolean; onClose: () => void; view: StructureView };

/** SPEC §2 exam-structure dialog: totals, pass mark X/Y, a card per chapter with its share, notes. */
export function StructureModal({ opened, onClose, view }: StructureModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('study.structureTitle', { category: view.category })}
    >
      <Stack gap="md">
        <SimpleGrid cols={3}>
          <Figure label={t('study.structureQuestions')} value={String(view.questions)} />
          <Figure
            label={t('study.structureMinutes')}
            value={t('study.structureMinutesValue', { n: view.minutes })}
          />
          <Figure label={t('study.structurePass')} value={`${view.passMark}/${view.questions}`} />
        </SimpleGrid>
        {view.slots.map((slot) => (
          <Card key={slot.key} withBorder padding="sm" data-testid="structure-slot">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{slot.label}</Text>
              <Badge color={slot.critical ? 'red' : 'blue'} variant="light">
                {t('study.structureShare', {
                  n: slot.count,
                  percent: formatPercent(slot.percentage),
                })}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {slot.description}
            </Text>
            {view.listed && slot.sample.length > 0 ? (
              <Text size="sm">
                {t('study.structureSample', { list: slot.sample.join(', ') })}
                {slot.poolCount > slot.sample.length ? '…' : ''}{' '}
                {t('study.structureSampleTotal', { n: slot.poolCount })}
              </Text>
            ) : null}
          </Card>
        ))}
        <Stack gap={4}>
          <Text fw={600}>{t('study.structureNotes')}</Text>
          <List size="sm">
            <List.Item>{t('study.structureNoteCritical')}</List.Item>
            <List.Item>{t('study.structureNoteRandom')}</List.Item>
            <List.Item>{t('study.structureRuleSet', { name: view.ruleSetName })}</List.Item>
          </List>
        </Stack>
      </Stack>
    </Modal>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm" ta="center">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Card>
  );
}
