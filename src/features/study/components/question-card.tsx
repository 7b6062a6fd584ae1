import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { QuestionImage } from '../../../components/question-image';
import { ReportQuestionAction } from '../../../components/report-question-dialog';
import type { NoteRecord, QuestionRecord } from '../../../db/types';
import { indexToLetter, visibleOptions } from '../../../domain/question';
import { t } from '../../../i18n/t';
import { fontSizeProps, type FontSize } from '../../../lib/use-font-size';
import { useStudyActions } from '../../../lib/use-study-progress';
import { useAnswer, type Feedback } from '../hooks/use-answer';
import { useNoteActions } from '../hooks/use-note-actions';
import { hasNoteText, isBookmarked } from '../study-filter';
import { AnswerOptions } from './answer-options';
import { CardActions } from './card-actions';
import { NoteDialog } from './note-dialog';

type QuestionCardProps = {
  question: QuestionRecord;
  critical: boolean;
  studied: boolean;
  note: NoteRecord | undefined;
  /** Move focus to the heading when shown (every question after the first). */
  focusOnShow: boolean;
  fontSize: FontSize;
};

const feedbackText = (feedback: Feedback, question: QuestionRecord): string => {
  if (feedback === 'correct') return t('study.feedbackCorrect');
  if (feedback === 'wrong') return t('study.feedbackWrong');
  if (feedback === 'revealed')
    return t('study.feedbackRevealed', { letter: indexToLetter(question.answer) ?? '' });
  return '';
};

/** SPEC §2/§4 question card. Keyed by question id by its parent, so its state resets per question. */
export function QuestionCard({
  question,
  critical,
  studied,
  note,
  focusOnShow,
  fontSize,
}: QuestionCardProps) {
  const answer = useAnswer(question);
  const actions = useStudyActions();
  const noteActions = useNoteActions();
  const [noteOpen, setNoteOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnShow) heading.current?.focus({ preventScroll: true });
  }, [focusOnShow]);

  const spoken = [
    question.text,
    question.imageAlt ? t('reader.imageSpoken', { alt: question.imageAlt }) : '',
    ...visibleOptions(question).map((o) =>
      t('reader.optionSpoken', { letter: o.letter.toUpperCase(), text: o.text }),
    ),
  ];
  const message = feedbackText(answer.feedback, question);

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid="question-card"
      data-question={question.number}
      data-protected
    >
      <Stack gap="md" {...fontSizeProps(fontSize)}>
        <Group gap="sm">
          <Title order={2} size="h4" ref={heading} tabIndex={-1} id="study-question-heading">
            {t('study.questionHeading', { n: question.number })}
          </Title>
          {critical ? (
            <Badge color="red" variant="filled">
              {t('study.critical')}
            </Badge>
          ) : null}
        </Group>
        <Text fz="inherit" fw={500} style={{ whiteSpace: 'pre-line' }}>
          {question.text}
        </Text>
        <QuestionImage hash={question.imageHash} alt={question.imageAlt} />
        <AnswerOptions
          question={question}
          chosen={answer.chosen}
          revealed={answer.revealed}
          onChoose={answer.choose}
        />
        <Text
          role="status"
          aria-live="polite"
          fw={600}
          c={answer.feedback === 'wrong' ? 'red' : 'green'}
          mih={24}
          fz="inherit"
        >
          {message}
        </Text>
        {answer.revealed && question.explanation.trim() !== '' ? (
          <Alert color="blue" title={t('study.explanation')}>
            <Text fz="inherit">{question.explanation}</Text>
          </Alert>
        ) : null}
        {hasNoteText(note) ? (
          <Alert color="violet" title={t('study.yourNote')} data-testid="note-text">
            <Text fz="inherit" style={{ whiteSpace: 'pre-line' }}>
              {note?.noteText}
            </Text>
          </Alert>
        ) : null}
        <CardActions
          revealed={answer.revealed}
          studied={studied}
          hasNote={hasNoteText(note)}
          bookmarked={isBookmarked(note)}
          spoken={spoken}
          onToggleReveal={answer.toggleReveal}
          onRetry={answer.reset}
          onToggleStudied={() => void actions.setStudied(question.id, !studied)}
          onNote={() => {
            if (noteActions.canEdit()) setNoteOpen(true);
          }}
          onBookmark={() => void noteActions.toggleBookmark(question.id)}
        />
        <ReportQuestionAction questionId={question.id} />
      </Stack>
      <NoteDialog
        opened={noteOpen}
        initialText={hasNoteText(note) ? (note?.noteText ?? '') : ''}
        existing={hasNoteText(note)}
        onClose={() => setNoteOpen(false)}
        onSave={async (text) => {
          if (await noteActions.save(question.id, text)) setNoteOpen(false);
        }}
        onDelete={async () => {
          if (await noteActions.remove(question.id)) setNoteOpen(false);
        }}
      />
    </Card>
  );
}
