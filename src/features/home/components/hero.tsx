import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconClipboardCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../../../i18n/t';
import { createPageUrl } from '../../../lib/paths';
import { useRotatingIndex } from '../hooks/use-rotating-index';

const headlines = ['home.heroCar', 'home.heroMotorbike'] as const;

export function Hero() {
  const index = useRotatingIndex(headlines.length, 3000);
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" withBorder>
      <Stack gap="md">
        <Title order={1} aria-live="polite" data-testid="hero-title">
          {t(headlines[index] ?? 'home.heroCar')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('home.heroSubtitle')}
        </Text>
        <Group>
          <Button
            component={Link}
            to={createPageUrl('Study')}
            size="md"
            leftSection={<IconBook size={18} aria-hidden />}
          >
            {t('home.studyCta')}
          </Button>
          <Button
            component={Link}
            to={createPageUrl('Practice')}
            size="md"
            variant="outline"
            leftSection={<IconClipboardCheck size={18} aria-hidden />}
          >
            {t('home.practiceCta')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
