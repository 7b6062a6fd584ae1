import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../../i18n/t';
import { createPageUrl } from '../../../lib/paths';

export function ClosingCta() {
  return (
    <Paper p="xl" radius="lg" withBorder ta="center">
      <Stack align="center" gap="sm">
        <Title order={2} size="h3">
          {t('home.ctaTitle')}
        </Title>
        <Text c="dimmed">{t('home.ctaText')}</Text>
        <Group justify="center">
          <Button component={Link} to={createPageUrl('Study')}>
            {t('home.studyCta')}
          </Button>
          <Button component={Link} to={createPageUrl('Practice')} variant="outline">
            {t('home.practiceCta')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
