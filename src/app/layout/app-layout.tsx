import { AppShell, Burger, Group, Loader, Center, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { t } from '../../i18n/t';
import { Sidebar } from './sidebar';
import { BottomBar, BOTTOM_BAR_HEIGHT } from './bottom-bar';
import { GlobalOverlays } from '../slots';
import { pageFromPath } from '../../lib/paths';

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname, search } = useLocation();
  const onTest = pageFromPath(pathname) === 'Test';

  useEffect(() => {
    window.scrollTo(0, 0);
    close();
  }, [pathname, search, close]);

  return (
    <AppShell
      header={{ height: 56, collapsed: false }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a className="gplx-skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('nav.openMenu')}
          />
          <Link
            to="/"
            style={{
              textDecoration: 'none',
              color: 'inherit',
              display: 'flex',
              alignItems: 'center',
              gap: 8,
            }}
          >
            <img src="/icon.svg" alt="" width={28} height={28} />
            <Title order={2} size="h4">
              {t('common.appName')}
            </Title>
          </Link>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" pb={onTest ? 'md' : BOTTOM_BAR_HEIGHT + 16}>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={t('common.loading')} />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <BottomBar />
      <GlobalOverlays />
    </AppShell>
  );
}
