import { Button, Card, Stack, Text } from '@mantine/core';
import { t, type MessageKey } from '../../../i18n/t';
import type { EmptyReason } from '../study-filter';

const messages: Record<EmptyReason, MessageKey> = {
  studied: 'study.emptyStudied',
  unstudied: 'study.emptyUnstudied',
  critical: 'study.emptyCritical',
  other: 'study.emptyOther',
};

/** SPEC §8 empty-list messages with 'Xem tất cả câu hỏi'. */
export function EmptyList({ reason, onShowAll }: { reason: EmptyReason; onShowAll: () => void }) {
  return (
    <Card withBorder padding="xl" radius="md" data-testid="study-empty">
      <Stack align="center" gap="md" ta="center">
        <Text role="status">{t(messages[reason])}</Text>
        <Button onClick={onShowAll}>{t('study.showAll')}</Button>
      </Stack>
    </Card>
  );
}
