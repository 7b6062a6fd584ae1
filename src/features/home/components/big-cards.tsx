import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../../i18n/t';
import { createPageUrl } from '../../../lib/paths';

export function BigCards() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder padding="xl" radius="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('home.studyCardTitle')}
          </Title>
          <Text c="dimmed">{t('home.studyCardText')}</Text>
          <Button component={Link} to={createPageUrl('Study')} size="md">
            {t('home.studyCta')}
          </Button>
        </Stack>
      </Card>
      <Card withBorder padding="xl" radius="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('home.practiceCardTitle')}
          </Title>
          <Text c="dimmed">{t('home.practiceCardText')}</Text>
          <Button component={Link} to={createPageUrl('Practice')} size="md" color="orange">
            {t('home.practiceCta')}
          </Button>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
