import { BarChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { TestResultRecord } from '../../../db/types';
import { roundTo1 } from '../../../domain/scoring';
import { t } from '../../../i18n/t';
import { formatDate } from '../../../lib/format';
import { accuracyOf } from './result-tiles';

/** Scores over time (oldest first) and the pass rate per class. */
export function ResultsCharts({ results }: { results: TestResultRecord[] }) {
  const scores = useMemo(
    () =>
      [...results].reverse().map((r, i) => ({
        label: `${i + 1} · ${formatDate(r.createdDate)}`,
        score: accuracyOf(r),
      })),
    [results],
  );
  const passRates = useMemo(() => {
    const byClass = new Map<string, { tests: number; passed: number }>();
    for (const r of results) {
      const entry = byClass.get(r.licenseCategory) ?? { tests: 0, passed: 0 };
      entry.tests += 1;
      if (r.passed) entry.passed += 1;
      byClass.set(r.licenseCategory, entry);
    }
    return [...byClass].map(([category, { tests, passed }]) => ({
      category,
      rate: roundTo1((passed / tests) * 100),
    }));
  }, [results]);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder padding="md">
        <Text fw={600} mb="sm">
          {t('results.chartScores')}
        </Text>
        <LineChart
          h={220}
          data={scores}
          dataKey="label"
          series={[{ name: 'score', label: t('results.seriesScore'), color: 'blue.6' }]}
          yAxisProps={{ domain: [0, 100] }}
          unit="%"
          withXAxis={false}
          curveType="linear"
        />
      </Card>
      <Card withBorder padding="md">
        <Text fw={600} mb="sm">
          {t('results.chartPassRate')}
        </Text>
        <BarChart
          h={220}
          data={passRates}
          dataKey="category"
          series={[{ name: 'rate', label: t('results.seriesPassRate'), color: 'green.6' }]}
          yAxisProps={{ domain: [0, 100] }}
          unit="%"
        />
      </Card>
    </SimpleGrid>
  );
}
