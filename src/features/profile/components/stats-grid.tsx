import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { t, type MessageKey } from '../../../i18n/t';
import { formatNumber, formatPercent } from '../../../lib/format';
import type { ProfileData } from '../hooks/use-profile-data';

/** Studied, tests, pass rate and streak. */
export function StatsGrid({ data }: { data: ProfileData }) {
  const { device, dailyStreak } = data.stats;
  const tiles: { label: MessageKey; value: string; id: string }[] = [
    { id: 'studied', label: 'profile.statStudied', value: formatNumber(device.studiedCount) },
    { id: 'tests', label: 'profile.statTests', value: formatNumber(device.testsCompleted) },
    { id: 'pass-rate', label: 'profile.statPassRate', value: formatPercent(data.passRate) },
    { id: 'streak', label: 'profile.statStreak', value: formatNumber(dailyStreak) },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('profile.statsTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {tiles.map((tile) => (
          <Card key={tile.id} withBorder padding="md" data-testid={`stat-${tile.id}`}>
            <Text size="xl" fw={700}>
              {tile.value}
            </Text>
            <Text size="sm" c="dimmed">
              {t(tile.label)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
