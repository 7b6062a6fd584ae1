import { Card, Grid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ExamStructureDialog } from '../../../components/exam-structure-dialog';
import type { ExamSessionRecord, QuestionRecord } from '../../../db/types';
import { t } from '../../../i18n/t';
import { currentExamRule } from '../../../lib/exam-rules';
import { createPageUrl } from '../../../lib/paths';
import { useCountdown } from '../hooks/use-countdown';
import { useExamActions } from '../hooks/use-exam-actions';
import { useExamKeyboard } from '../hooks/use-exam-keyboard';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { ExamHeader } from './exam-header';
import { ExamNav } from './exam-nav';
import { LeaveDialog } from './leave-dialog';
import { QuestionGrid } from './question-grid';
import { QuestionSheet } from './question-sheet';
import { QuestionView } from './question-view';
import { SubmitDialog } from './submit-dialog';

type Props = { session: ExamSessionRecord; questions: QuestionRecord[]; examDay: boolean };

/** The running exam: one question at a time, the timer, the grid, submit and the leave guard. */
export function ExamRunner({ session, questions, examDay }: Props) {
  const actions = useExamActions(session.id);
  const navigate = useNavigate();
  const total = questions.length;
  const [index, setIndex] = useState(() => Math.min(session.currentIndex, total - 1));
  const [submitOpen, submitDialog] = useDisclosure(false);
  const [structureOpen, structure] = useDisclosure(false);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const running = session.status === 'running';
  const { blocker, release } = useLeaveGuard(running && !submitting);

  const submit = useCallback(async () => {
    if (submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    release();
    try {
      const resultId = await actions.submit();
      // flushSync: show the result at once instead of keeping the exam on screen during a transition.
      await navigate(createPageUrl(`TestResult?id=${resultId}`), {
        replace: true,
        flushSync: true,
      });
    } catch (error) {
      // SPEC §8: submission errors are only logged.
      console.warn('submit failed', error);
      submittingRef.current = false;
      setSubmitting(false);
    }
  }, [actions, navigate, release]);

  const remaining = useCountdown(session, running && !submitting, () => void submit());

  const goTo = useCallback(
    (next: number) => {
      const bounded = Math.max(0, Math.min(total - 1, next));
      setIndex(bounded);
      void actions.moveTo(bounded);
    },
    [actions, total],
  );
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);
  const next = useCallback(() => {
    if (index >= total - 1) submitDialog.open();
    else goTo(index + 1);
  }, [goTo, index, total, submitDialog]);
  const pick = useCallback(
    (option: number) => {
      const question = questions[index];
      if (question && option <= question.options.length) void actions.answer(index, option);
    },
    [actions, index, questions],
  );
  useExamKeyboard({
    enabled: running && !submitOpen && !structureOpen && blocker.state !== 'blocked',
    onPrevious: previous,
    onNext: next,
    onPick: pick,
  });

  const question = questions[index];
  const answered = session.answers.filter((a) => a !== null).length;
  const title =
    session.mode === 'studied'
      ? t('exam.studiedTitle')
      : t('exam.title', { category: session.category });
  const progressLabel = examDay
    ? t('exam.questionOf', { n: index + 1, total })
    : t('exam.answeredCount', { n: answered, total });
  const progress = total > 0 ? ((examDay ? index + 1 : answered) / total) * 100 : 0;

  return (
    <Stack gap="md">
      <ExamHeader
        title={title}
        remaining={remaining}
        progress={progress}
        progressLabel={progressLabel}
        onStructure={structure.open}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {question ? (
              <QuestionView
                question={question}
                index={index}
                total={total}
                selected={session.answers[index] ?? null}
                onSelect={pick}
              />
            ) : null}
            <ExamNav
              canPrevious={index > 0}
              canNext
              onPrevious={previous}
              onNext={next}
              onSubmit={submitDialog.open}
            />
            <QuestionSheet
              answers={session.answers}
              current={index}
              examDay={examDay}
              onPick={goTo}
            />
            <Text size="xs" c="dimmed" visibleFrom="md">
              {t('exam.keyboardHint')}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Text fw={600}>
                {examDay ? t('exam.grid') : t('exam.answeredCount', { n: answered, total })}
              </Text>
              <QuestionGrid
                answers={session.answers}
                current={index}
                examDay={examDay}
                onPick={goTo}
              />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <SubmitDialog
        opened={submitOpen}
        category={session.category}
        answered={answered}
        total={total}
        remaining={remaining}
        passMark={session.passMark}
        submitting={submitting}
        onContinue={submitDialog.close}
        onSubmit={() => void submit()}
      />
      <ExamStructureDialog
        opened={structureOpen}
        onClose={structure.close}
        category={session.category}
        rule={session.mode === 'exam' ? currentExamRule(session.category) : undefined}
      />
      <LeaveDialog
        opened={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          blocker.proceed?.();
          void actions.discard();
        }}
      />
    </Stack>
  );
}
