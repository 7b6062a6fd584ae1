import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import type { GplxDatabase } from '../db/database';
import { DatabaseProvider } from '../lib/database-context';
import { SessionProvider } from '../lib/session';
import { colorSchemeManager, theme } from './theme';

export function AppProviders({ children, db }: { children: ReactNode; db?: GplxDatabase }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <Notifications position="top-right" autoClose={5000} />
      <DatabaseProvider db={db}>
        <SessionProvider>{children}</SessionProvider>
      </DatabaseProvider>
    </MantineProvider>
  );
}
