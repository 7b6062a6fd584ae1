import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldLock } from '@tabler/icons-react';
import { useCallback, useEffect } from 'react';
import { t } from '../i18n/t';
import { BLUR_PX, PROTECTION_TOAST_MS } from '../lib/pwa/protection';
import { useContentProtection } from '../lib/pwa/use-content-protection';
import './content-protection.css';

const TOAST_ID = 'gplx-protection';

/**
 * SPEC §2 content protection: a 3 s warning toast for blocked actions, and for suspected open
 * developer tools a 10 px blur of the app with a full-screen warning and an acknowledge button.
 */
export function ContentProtection() {
  const warn = useCallback(() => {
    notifications.hide(TOAST_ID);
    notifications.show({
      id: TOAST_ID,
      color: 'red',
      message: t('pwa.protection.toast'),
      autoClose: PROTECTION_TOAST_MS,
    });
  }, []);
  const { warning, acknowledge } = useContentProtection(warn);

  useEffect(() => {
    const root = document.getElementById('root');
    if (!root || !warning) return;
    root.style.filter = `blur(${BLUR_PX}px)`;
    return () => {
      root.style.filter = '';
    };
  }, [warning]);

  return (
    <Modal
      opened={warning}
      onClose={acknowledge}
      fullScreen
      withCloseButton={false}
      closeOnClickOutside={false}
      title={null}
      data-testid="devtools-warning"
    >
      <Stack align="center" justify="center" mih="80vh" gap="md" ta="center">
        <IconShieldLock size={64} aria-hidden />
        <Title order={2}>{t('pwa.protection.warningTitle')}</Title>
        <Text maw={480}>{t('pwa.protection.warningText')}</Text>
        <Button size="md" onClick={acknowledge} data-autofocus>
          {t('pwa.protection.acknowledge')}
        </Button>
      </Stack>
    </Modal>
  );
}
