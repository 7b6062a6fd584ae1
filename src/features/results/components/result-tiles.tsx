import { Card, SimpleGrid, Text } from '@mantine/core';
import type { TestResultRecord } from '../../../db/types';
import { roundTo1 } from '../../../domain/scoring';
import { t } from '../../../i18n/t';
import { formatDuration, formatPercent } from '../../../lib/format';

export function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Card>
  );
}

export const accuracyOf = (r: Pick<TestResultRecord, 'correctAnswers' | 'totalQuestions'>) =>
  r.totalQuestions > 0 ? roundTo1((r.correctAnswers / r.totalQuestions) * 100) : 0;

/** Time spent, accuracy (1 decimal), class and result. */
export function ResultTiles({ result }: { result: TestResultRecord }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Tile label={t('results.tileTime')} value={formatDuration(result.timeSpent)} />
      <Tile label={t('results.tileAccuracy')} value={formatPercent(accuracyOf(result))} />
      <Tile label={t('results.tileCategory')} value={result.licenseCategory} />
      <Tile
        label={t('results.tileResult')}
        value={result.passed ? t('results.pass') : t('results.fail')}
      />
    </SimpleGrid>
  );
}
