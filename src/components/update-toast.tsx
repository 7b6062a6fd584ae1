import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { t } from '../i18n/t';
import { unsubscribePushOnSignOut } from '../lib/push';
import { registerServiceWorker } from '../lib/pwa/sw-registration';
import { useUpdateOffer } from '../lib/pwa/use-update-offer';

/**
 * Registers the service worker and offers a waiting new version ('Đã có phiên bản mới.'); the tab
 * keeps its version until 'Cập nhật', and the offer is withheld during an exam.
 */
export function UpdateToast() {
  const { visible, applying, apply, later } = useUpdateOffer();
  useEffect(() => {
    registerServiceWorker();
    unsubscribePushOnSignOut();
  }, []);
  if (!visible) return null;
  return (
    <Affix position={{ top: 64, right: 16 }} zIndex={400}>
      <Paper
        shadow="md"
        p="sm"
        withBorder
        role="status"
        aria-live="polite"
        data-testid="update-toast"
        maw={360}
      >
        <Group gap="sm" wrap="nowrap">
          <IconRefresh size={20} aria-hidden />
          <Text size="sm">{t('pwa.update.available')}</Text>
          <Button size="xs" onClick={apply} loading={applying}>
            {t('pwa.update.apply')}
          </Button>
          <Button size="xs" variant="subtle" onClick={later}>
            {t('pwa.update.later')}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
