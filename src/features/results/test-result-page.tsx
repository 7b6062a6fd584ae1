import '../../lib/page-styles';
import { Button, Group } from '@mantine/core';
import { IconHome, IconRefresh } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LoadingState, PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';
import { createPageUrl } from '../../lib/paths';
import { AnswerList } from './components/answer-list';
import { ResultSummary } from './components/result-summary';
import { ResultTiles } from './components/result-tiles';
import { useTestResult } from './hooks/use-results';

/** SPEC 'TestResult': without an id, or with an unknown one, back to Practice. */
export default function TestResultPage() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const result = useTestResult(id);

  if (!id || result === null) return <Navigate to={createPageUrl('Practice')} replace />;
  if (result === undefined) return <LoadingState />;
  return (
    <PageFrame title={t('pageTitles.testResult')}>
      <ResultSummary result={result} />
      <ResultTiles result={result} />
      <AnswerList answers={result.answers} />
      <Group justify="center">
        <Button
          component={Link}
          to={createPageUrl('Practice')}
          leftSection={<IconRefresh size={18} aria-hidden />}
        >
          {t('results.retake')}
        </Button>
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconHome size={18} aria-hidden />}
        >
          {t('results.goHome')}
        </Button>
      </Group>
    </PageFrame>
  );
}
