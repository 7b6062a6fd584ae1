import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { QuestionImage } from '../../../components/question-image';
import { ReportQuestionAction } from '../../../components/report-question-dialog';
import type { ResultAnswer } from '../../../db/types';
import { optionLetters } from '../../../domain/question';
import { t } from '../../../i18n/t';

type Props = { answer: ResultAnswer; position: number; imageHash: string | null };

const isUrl = (value: string | null): value is string =>
  value !== null && /^(https?:\/\/|\/)/.test(value);

function OptionRow({
  letter,
  text,
  answer,
}: {
  letter: string;
  text: string;
  answer: ResultAnswer;
}) {
  const correct = answer.correct_answer === letter;
  const chosen = answer.selected_answer === letter;
  const wrongChosen = chosen && !correct;
  const color = correct ? 'green' : wrongChosen ? 'red' : undefined;
  return (
    <Group
      wrap="nowrap"
      gap="xs"
      p={6}
      data-correct={correct || undefined}
      data-wrong-chosen={wrongChosen || undefined}
      style={{
        borderRadius: 6,
        background: color ? `var(--mantine-color-${color}-light)` : undefined,
      }}
    >
      {correct ? (
        <IconCheck
          size={18}
          color="var(--mantine-color-green-7)"
          aria-label={t('results.correctOption')}
        />
      ) : null}
      {wrongChosen ? <IconX size={18} color="var(--mantine-color-red-7)" aria-hidden /> : null}
      <Text size="sm" c={color ? `${color}.8` : undefined} style={{ flex: 1 }}>
        {`${letter}. ${text}`}
      </Text>
      {chosen ? (
        <Badge size="sm" color={correct ? 'green' : 'red'} variant="light">
          {t('results.yourChoice')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** One answer of a result: number, 'Điểm liệt', Đúng/Sai, text, image and the options. */
export function AnswerItem({ answer, position, imageHash }: Props) {
  const number = answer.question_number || position;
  const status = answer.is_correct
    ? t('results.correct')
    : answer.selected_answer === null
      ? t('results.unanswered')
      : t('results.wrong');
  return (
    <Card withBorder padding="md" component="li" aria-label={t('results.number', { n: number })}>
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={700}>{t('results.number', { n: number })}</Text>
          {answer.is_critical ? (
            <Badge color="red" variant="filled">
              {t('results.critical')}
            </Badge>
          ) : null}
          <Badge color={answer.is_correct ? 'green' : 'red'} variant="light">
            {status}
          </Badge>
        </Group>
        <Text fw={500}>{answer.question_text}</Text>
        {imageHash ? (
          <QuestionImage hash={imageHash} alt={t('results.imageAlt', { n: number })} />
        ) : isUrl(answer.image_url) ? (
          <Image
            src={answer.image_url}
            alt={t('results.imageAlt', { n: number })}
            mah={300}
            w="auto"
            fit="contain"
          />
        ) : null}
        <Stack gap={2}>
          {optionLetters.map((letter) =>
            answer.options[letter].trim() ? (
              <OptionRow
                key={letter}
                letter={letter}
                text={answer.options[letter]}
                answer={answer}
              />
            ) : null,
          )}
        </Stack>
        <ReportQuestionAction questionId={answer.question_id} />
      </Stack>
    </Card>
  );
}
