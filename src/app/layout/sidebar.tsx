import {
  Box,
  Divider,
  NavLink,
  ScrollArea,
  Stack,
  Switch,
  Text,
  Button,
  useComputedColorScheme,
  useMantineColorScheme,
  SegmentedControl,
} from '@mantine/core';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { t } from '../../i18n/t';
import { createPageUrl, pageFromPath } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { adminItems, sidebarItems, type NavItem } from '../nav-items';
import { SyncStatusSlot } from '../slots';
import { BOTTOM_BAR_HEIGHT } from './bottom-bar';

export function Sidebar() {
  const session = useSession();
  const { pathname } = useLocation();
  const current = pageFromPath(pathname);
  const renderItem = (item: NavItem) => (
    <NavLink
      key={item.page}
      component={Link}
      to={createPageUrl(item.page)}
      label={t(item.label)}
      leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
      active={current === item.page}
      aria-current={current === item.page ? 'page' : undefined}
    />
  );
  return (
    <Stack h="100%" gap={0} justify="space-between">
      <ScrollArea type="auto" style={{ flex: 1 }}>
        <Box component="nav" aria-label={t('nav.mainNavigation')} p="xs">
          {sidebarItems.map(renderItem)}
          {session.isAdmin ? (
            <>
              <Divider my="sm" label={t('nav.admin')} labelPosition="left" />
              {adminItems.map(renderItem)}
            </>
          ) : null}
        </Box>
      </ScrollArea>
      {/* On phones the bottom bar overlays the open sidebar: keep its buttons above the bar. */}
      <Stack px="md" pt="md" pb={{ base: BOTTOM_BAR_HEIGHT + 16, sm: 'md' }} gap="sm">
        <SyncStatusSlot />
        {session.user ? (
          <Text size="sm" fw={500} truncate="end">
            {t('nav.greeting', { name: session.user.fullName || session.user.email })}
          </Text>
        ) : null}
        <DarkModeSwitch />
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
    </Stack>
  );
}

export function DarkModeSwitch() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return (
    <Switch
      label={t('nav.darkMode')}
      checked={computed === 'dark'}
      onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
    />
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
