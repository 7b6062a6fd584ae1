import { Center, Container, Loader, Stack, Text, Title, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../i18n/t';

type PageFrameProps = {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  size?: ContainerProps['size'];
};

/** The frame of every page: one h1, an optional subtitle and the content. */
export function PageFrame({ title, subtitle, actions, children, size = 'lg' }: PageFrameProps) {
  return (
    <Container size={size} px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
          {actions}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

export function LoadingState({ label = t('common.loading') }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Center>
  );
}
