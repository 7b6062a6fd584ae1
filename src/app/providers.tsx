import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { GplxDatabase } from '../db/database';
import { DatabaseProvider } from '../lib/database-context';
import { SessionProvider } from '../lib/session';
import { colorSchemeManager, theme } from './theme';
import { withMessages } from '../i18n/t';

const NotificationsHost = lazy(withMessages(() => import('./notifications-host')));

export function AppProviders({ children, db }: { children: ReactNode; db?: GplxDatabase }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <DatabaseProvider db={db}>
        <SessionProvider>{children}</SessionProvider>
      </DatabaseProvider>
    </MantineProvider>
  );
}
