import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode } from 'react';
import type { GplxDatabase } from '../db/database';
import { DatabaseProvider } from '../lib/database-context';
import { SessionProvider } from '../lib/session';
import { AfterMount } from '../lib/after-mount';
import { colorSchemeManager, theme } from './theme';
import { withMessages } from '../i18n/t';

// Mantine's notification container, after the first paint.
const NotificationsHost = lazy(withMessages(() => import('./notifications-host')));

export function AppProviders({ children, db }: { children: ReactNode; db?: GplxDatabase }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      // The theme's CSS variables are in index.html, computed at build time (first-screen.tsx).
      withCssVariables={false}
    >
      <AfterMount>
        <NotificationsHost />
      </AfterMount>
      <DatabaseProvider db={db}>
        <SessionProvider>{children}</SessionProvider>
      </DatabaseProvider>
    </MantineProvider>
  );
}
