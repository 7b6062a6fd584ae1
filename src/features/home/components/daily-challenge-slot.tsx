import { Card, Text, Title } from '@mantine/core';
import { t } from '../../../i18n/t';
import { useSession } from '../../../lib/session';

/** The daily-challenge card; only signed-in learners see it (SPEC §2 Home). */
export function DailyChallengeSlot() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <Card withBorder padding="lg" data-testid="daily-challenge">
      <Title order={2} size="h4">
        {t('home.dailyTitle')}
      </Title>
      <Text c="dimmed">{t('common.comingSoon')}</Text>
    </Card>
  );
}
