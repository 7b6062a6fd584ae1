import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { StudyBank } from '../../../domain/licence-catalogue';
import { t } from '../../../i18n/t';
import type { BankCounts } from '../hooks/use-bank-counts';

type BankCardProps = { bank: StudyBank; counts: BankCounts | undefined; onStart: () => void };

/** One study bank: type badge, name, description, counts from the data and 'Bắt đầu học'. */
export function BankCard({ bank, counts, onStart }: BankCardProps) {
  const isCar = bank.type === 'car';
  return (
    <Card withBorder padding="lg" radius="md" data-testid={`bank-card-${bank.id}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {bank.name}
          </Title>
          <Badge color={isCar ? 'blue' : 'green'} variant="light">
            {isCar ? t('study.badgeCar') : t('study.badgeMotorcycle')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {bank.description}
        </Text>
        {counts ? (
          <>
            <Group gap="xs">
              <Badge variant="outline">{t('study.totalQuestions', { n: counts.total })}</Badge>
              <Badge variant="outline">
                {t('study.chapterCount', { n: counts.chapters.length })}
              </Badge>
            </Group>
            <List size="sm" spacing={2}>
              {counts.chapters.map((chapter) => (
                <List.Item key={chapter.id}>
                  {t('study.chapterLine', { id: chapter.id, name: chapter.name })}
                  {' — '}
                  {t('study.questionsShort', { n: chapter.count })}
                </List.Item>
              ))}
              {counts.critical > 0 ? (
                <List.Item>
                  {t('study.criticalLine')}
                  {' — '}
                  {t('study.questionsShort', { n: counts.critical })}
                </List.Item>
              ) : null}
            </List>
          </>
        ) : null}
        <Button
          mt="auto"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          onClick={onStart}
          aria-label={t('study.startLabel', { name: bank.name })}
        >
          {t('study.start')}
        </Button>
      </Stack>
    </Card>
  );
}
