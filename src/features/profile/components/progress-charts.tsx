import { AreaChart, BarChart } from '@mantine/charts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { ProfileData } from '../hooks/use-profile-data';

/** Per-chapter mastery and EXP over time (the page module imports the charts CSS). */
export function ProgressCharts({ data }: { data: ProfileData }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('profile.chartsTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="md" data-testid="mastery-chart">
          <Text fw={600} mb="sm">
            {t('profile.masteryTitle')}
          </Text>
          <BarChart
            h={220}
            data={data.mastery}
            dataKey="chapter"
            series={[{ name: 'mastery', label: t('profile.masterySeries'), color: 'green.6' }]}
            yAxisProps={{ domain: [0, 100] }}
            unit="%"
          />
        </Card>
        <Card withBorder padding="md" data-testid="exp-chart">
          <Text fw={600} mb="sm">
            {t('profile.expTitle')}
          </Text>
          {data.expHistory.length > 0 ? (
            <AreaChart
              h={220}
              data={data.expHistory}
              dataKey="day"
              series={[{ name: 'exp', label: t('profile.expSeries'), color: 'yellow.6' }]}
              curveType="monotone"
            />
          ) : (
            <Text c="dimmed" size="sm">
              {t('profile.noChartData')}
            </Text>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
