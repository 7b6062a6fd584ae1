import { Affix, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { t } from '../i18n/t';
import { pageFromPath } from '../lib/paths';
import { useInstallPrompt } from '../lib/pwa/use-install-prompt';

/** SPEC §2 install prompt: the browser's install offer, or iOS instructions after 3 s. */
export function InstallPrompt() {
  const { kind, install, dismiss } = useInstallPrompt();
  const { pathname } = useLocation();
  if (!kind || pageFromPath(pathname) === 'Test') return null;
  return (
    <Affix position={{ bottom: 88, left: 16 }} zIndex={300}>
      <Paper
        shadow="md"
        p="md"
        withBorder
        maw={360}
        role="dialog"
        aria-label={t('pwa.install.title')}
        data-testid="install-prompt"
      >
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>{t('pwa.install.title')}</Text>
            <CloseButton aria-label={t('pwa.install.close')} onClick={dismiss} />
          </Group>
          <Text size="sm">
            {kind === 'ios' ? t('pwa.install.iosHint') : t('pwa.install.description')}
          </Text>
          {kind === 'native' && (
            <Group gap="xs">
              <Button
                size="xs"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => void install()}
              >
                {t('pwa.install.action')}
              </Button>
              <Button size="xs" variant="subtle" onClick={dismiss}>
                {t('pwa.install.dismiss')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </Affix>
  );
}
