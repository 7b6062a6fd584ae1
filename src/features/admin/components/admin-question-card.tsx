import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconEdit, IconHistory, IconTrash } from '@tabler/icons-react';
import type { AdminQuestion } from '../../../api/admin';
import { t } from '../../../i18n/t';

type Props = {
  question: AdminQuestion;
  openReports: number;
  onEdit: () => void;
  onDelete: () => void;
  onHistory: () => void;
};

const letters = ['a', 'b', 'c', 'd'] as const;

/** One question in the admin list: number, badges, text, image, options and the actions. */
export function AdminQuestionCard({ question, openReports, onEdit, onDelete, onHistory }: Props) {
  const n = question.question_number;
  return (
    <Card withBorder padding="md" component="li" aria-label={t('admin.number', { n })}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <Text fw={700}>{t('admin.number', { n })}</Text>
            <Badge variant="light">{t('admin.chapterBadge', { n: question.chapter_id })}</Badge>
            {question.is_critical ? (
              <Badge color="red" variant="filled">
                {t('admin.critical')}
              </Badge>
            ) : null}
            {question.pools.map((pool) => (
              <Badge key={pool} variant="outline" color="gray">
                {pool}
              </Badge>
            ))}
            {openReports > 0 ? (
              <Badge color="orange">{t('admin.openReports', { n: openReports })}</Badge>
            ) : null}
          </Group>
          <Group gap={6}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEdit size={14} aria-hidden />}
              onClick={onEdit}
            >
              {t('admin.edit')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
            >
              {t('admin.delete')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconHistory size={14} aria-hidden />}
              onClick={onHistory}
            >
              {t('admin.history')}
            </Button>
          </Group>
        </Group>
        <Text fw={500}>{question.question_text}</Text>
        {question.image_url ? (
          <Image
            src={question.image_url}
            alt={question.image_alt ?? ''}
            mah={160}
            w="auto"
            fit="contain"
            onError={(event) => {
              event.currentTarget.style.display = 'none';
            }}
          />
        ) : null}
        <Stack gap={2}>
          {letters.map((letter) => {
            const text = question[`option_${letter}`];
            if (!text) return null;
            const correct = question.correct_answer === letter;
            return (
              <Text
                key={letter}
                size="sm"
                c={correct ? 'green.8' : undefined}
                fw={correct ? 600 : undefined}
              >
                {`${letter.toUpperCase()}. ${text}`}
              </Text>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
