import '../../lib/page-styles';
import '@mantine/charts/styles.css';
import { Button, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoginPrompt } from '../../components/login-prompt';
import { EmptyState, LoadingState, PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';
import { formatPercent } from '../../lib/format';
import { createPageUrl } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { HistoryList } from './components/history-list';
import { accuracyOf, Tile } from './components/result-tiles';
import { ResultsCharts } from './components/results-charts';
import { useResultsHistory } from './hooks/use-results';

/** SPEC 'Results history': loading, login prompt, empty, list (with tiles and charts). */
export default function ResultsPage() {
  const session = useSession();
  const results = useResultsHistory();

  if (session.status === 'loading') return <LoadingState />;
  if (session.status === 'anonymous') {
    return (
      <PageFrame title={t('pageTitles.results')}>
        <LoginPrompt />
      </PageFrame>
    );
  }
  if (!results) return <LoadingState />;
  if (results.length === 0) {
    return (
      <PageFrame title={t('pageTitles.results')}>
        <EmptyState title={t('results.empty')}>
          <Text c="dimmed">{t('results.emptyText')}</Text>
          <Button component={Link} to={createPageUrl('Practice')}>
            {t('results.startPractice')}
          </Button>
        </EmptyState>
      </PageFrame>
    );
  }

  const accuracies = results.map(accuracyOf);
  const average = accuracies.reduce((sum, a) => sum + a, 0) / accuracies.length;
  return (
    <PageFrame title={t('pageTitles.results')} subtitle={t('results.historySubtitle')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Tile label={t('results.tileTests')} value={String(results.length)} />
        <Tile
          label={t('results.tilePassed')}
          value={String(results.filter((r) => r.passed).length)}
        />
        <Tile label={t('results.tileAverage')} value={formatPercent(average)} />
        <Tile label={t('results.tileBest')} value={formatPercent(Math.max(...accuracies))} />
      </SimpleGrid>
      <ResultsCharts results={results} />
      <Title order={2} size="h4">
        {t('results.historyTitle')}
      </Title>
      <HistoryList results={results} />
    </PageFrame>
  );
}
