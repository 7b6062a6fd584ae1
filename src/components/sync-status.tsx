/*
 * The sync indicator for the sidebar (synced / 'N đang chờ' / offline / error / sign in again) and its
 * details panel: last sync, a 'sync now' button and the changes the server refused, each with the
 * server's reason and 'Thử lại' / 'Bỏ qua'. Shown only to a signed-in learner.
 */
import '../lib/page-styles';
import { Button, Card, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCloudCheck,
  IconCloudOff,
  IconCloudUpload,
  IconLock,
  IconRefresh,
} from '@tabler/icons-react';
import { t } from '../i18n/t';
import { formatDateTime } from '../lib/format';
import { useSession } from '../lib/session';
import { requestSync, useDeadLetters, useSyncStatus, type SyncState } from '../sync';

const LOOK: Record<SyncState, { color: string; Icon: typeof IconCloudCheck }> = {
  synced: { color: 'teal', Icon: IconCloudCheck },
  pending: { color: 'blue', Icon: IconCloudUpload },
  syncing: { color: 'blue', Icon: IconRefresh },
  offline: { color: 'gray', Icon: IconCloudOff },
  error: { color: 'red', Icon: IconAlertTriangle },
  auth: { color: 'orange', Icon: IconLock },
};

export function SyncStatus() {
  const session = useSession();
  const status = useSyncStatus();
  const [opened, { open, close }] = useDisclosure(false);
  if (session.status !== 'signed-in') return null;
  const { color, Icon } = LOOK[status.state];
  const label =
    status.state === 'pending'
      ? t('sync.pending', { n: status.pending })
      : t(`sync.${status.state}`);
  return (
    <>
      <Button
        variant="light"
        color={color}
        size="xs"
        leftSection={<Icon size={16} aria-hidden />}
        onClick={open}
        data-sync-state={status.state}
        title={t('sync.openDetails')}
      >
        {label}
      </Button>
      <Drawer opened={opened} onClose={close} title={t('sync.panelTitle')} position="right">
        <SyncDetails state={status.state} pending={status.pending} last={status.lastSyncedAt} />
      </Drawer>
    </>
  );
}

function SyncDetails({
  state,
  pending,
  last,
}: {
  state: SyncState;
  pending: number;
  last: string | null;
}) {
  const session = useSession();
  const { letters, retry, discard } = useDeadLetters();
  return (
    <Stack gap="md">
      <Text size="sm">
        {last ? t('sync.lastSynced', { time: formatDateTime(last) }) : t('sync.neverSynced')}
      </Text>
      <Text size="sm">{t('sync.pendingCount', { n: pending })}</Text>
      {state === 'offline' ? <Text size="sm">{t('sync.offlineHint')}</Text> : null}
      {state === 'auth' ? (
        <Stack gap="xs">
          <Text size="sm">{t('sync.signInAgain')}</Text>
          <Button onClick={() => session.login()}>{t('sync.signInAgainButton')}</Button>
        </Stack>
      ) : (
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={requestSync}
        >
          {t('sync.syncNow')}
        </Button>
      )}
      <Text fw={600}>{t('sync.deadLettersTitle')}</Text>
      {letters.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sync.noDeadLetters')}
        </Text>
      ) : (
        letters.map((letter) => (
          <Card key={letter.id} withBorder padding="sm">
            <Text fw={500} size="sm">
              {t(`sync.entity.${letter.entry.entity}`)}
            </Text>
            <Text size="sm">{t('sync.reason', { reason: letter.reason })}</Text>
            <Text size="xs" c="dimmed">
              {t('sync.failedAt', { time: formatDateTime(letter.failedAt) })}
            </Text>
            <Group gap="xs" mt="xs">
              <Button size="xs" onClick={() => void retry(letter.id ?? 0)}>
                {t('sync.retry')}
              </Button>
              <Button size="xs" variant="default" onClick={() => void discard(letter.id ?? 0)}>
                {t('sync.discard')}
              </Button>
            </Group>
          </Card>
        ))
      )}
    </Stack>
  );
}
