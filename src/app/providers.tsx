import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { GplxDatabase } from '../db/database';
import { DatabaseProvider } from '../lib/database-context';
import { SessionProvider } from '../lib/session';
import { useMounted } from '../lib/use-mounted';
import { colorSchemeManager, theme } from './theme';
import { withMessages } from '../i18n/t';

const NotificationsHost = lazy(withMessages(() => import('./notifications-host')));

/** Mantine's notification container, after the first paint (see useMounted). */
function LazyNotifications() {
  const mounted = useMounted();
  return mounted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

export function AppProviders({ children, db }: { children: ReactNode; db?: GplxDatabase }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      // The theme's CSS variables are in index.html, computed at build time (first-screen.tsx).
      withCssVariables={false}
    >
      <LazyNotifications />
      <DatabaseProvider db={db}>
        <SessionProvider>{children}</SessionProvider>
      </DatabaseProvider>
    </MantineProvider>
  );
}
