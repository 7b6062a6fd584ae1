import '../../lib/page-styles';
import { Alert } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoginPrompt } from '../../components/login-prompt';
import { LoadingState, PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';
import { todayIso } from '../../lib/exam-rules';
import { readTestParams } from '../../lib/exam-session';
import { useSession } from '../../lib/session';
import { useQuestionsByIds } from '../../lib/use-bank';
import { useExamDayMode } from '../../lib/use-exam-day-mode';
import { ExamNotFound } from './components/exam-not-found';
import { ExamRunner } from './components/exam-runner';
import { useExamSession } from './hooks/use-exam-session';

/** SPEC 'Test': loading → login prompt → no questions → running (resumable) → TestResult. */
export default function TestPage() {
  const [search] = useSearchParams();
  const searchKey = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const params = useMemo(() => readTestParams(search, todayIso()), [searchKey]);
  const session = useSession();
  const load = useExamSession(params, session.status === 'signed-in');
  const ready = load.kind === 'ready' ? load.session : undefined;
  const questions = useQuestionsByIds(ready?.questionIds);
  const [examDay] = useExamDayMode();

  if (session.status === 'loading') return <LoadingState />;
  if (session.status === 'anonymous') {
    return (
      <PageFrame title={t('pageTitles.test')}>
        <LoginPrompt />
      </PageFrame>
    );
  }
  if (load.kind === 'empty') {
    return <ExamNotFound category={params.category} studied={params.mode === 'studied'} />;
  }
  if (load.kind === 'error') {
    return (
      <PageFrame title={t('pageTitles.test')}>
        <Alert color="red">{t('exam.loadError')}</Alert>
      </PageFrame>
    );
  }
  if (!ready || !questions || examDay === undefined) {
    return <LoadingState label={t('exam.loadingQuestions')} />;
  }
  if (questions.length === 0) {
    return <ExamNotFound category={params.category} studied={params.mode === 'studied'} />;
  }
  return <ExamRunner key={ready.id} session={ready} questions={questions} examDay={examDay} />;
}
