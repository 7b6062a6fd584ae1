import { Paper, SimpleGrid, Text } from '@mantine/core';
import { t } from '../../../i18n/t';
import { formatNumber } from '../../../lib/format';
import { useHomeStats } from '../hooks/use-home-stats';

export function StatsRow() {
  const { questionCount, classCount } = useHomeStats();
  const stats = [
    {
      value: questionCount === undefined ? '…' : formatNumber(questionCount),
      label: t('home.statQuestions'),
      id: 'questions',
    },
    { value: formatNumber(classCount), label: t('home.statClasses'), id: 'classes' },
    { value: '100%', label: t('home.statFree'), id: 'free' },
    { value: '0', label: t('home.statNoAds'), id: 'ads' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {stats.map((stat) => (
        <Paper key={stat.id} p="md" withBorder ta="center" data-testid={`stat-${stat.id}`}>
          <Text fz={28} fw={800} c="green.8" lh={1.2}>
            {stat.value}
          </Text>
          <Text size="sm">{stat.label}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
