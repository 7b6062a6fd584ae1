import { Button, SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { DarkModeSwitch } from '../../components/dark-mode-switch';
import { t } from '../../i18n/t';
import '../../lib/page-styles';
import { useSession } from '../../lib/session';
import { SyncStatusSlot } from '../slots';

/** The sidebar's lower part: sync status, who is signed in, dark mode, theme, sign in or out. */
export default function SidebarAccount() {
  const session = useSession();
  return (
    <Stack gap="sm">
      <SyncStatusSlot />
      {session.user ? (
        <Text size="sm" fw={500} truncate="end">
          {t('nav.greeting', { name: session.user.fullName || session.user.email })}
        </Text>
      ) : null}
      <DarkModeSwitch label={t('nav.darkMode')} />
      <ThemeChoice />
      {session.status === 'signed-in' ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void session.logout()}
        >
          {t('nav.logout')}
        </Button>
      ) : (
        <Button
          leftSection={<IconLogin size={18} aria-hidden />}
          onClick={() => session.login()}
          loading={session.status === 'loading'}
        >
          {t('nav.login')}
        </Button>
      )}
    </Stack>
  );
}

function ThemeChoice() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('nav.theme')}
      value={colorScheme}
      onChange={(value) => setColorScheme(value as 'light' | 'dark' | 'auto')}
      data={[
        { value: 'light', label: t('nav.themeLight') },
        { value: 'dark', label: t('nav.themeDark') },
        { value: 'auto', label: t('nav.themeSystem') },
      ]}
    />
  );
}
