import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFlame, IconTargetArrow } from '@tabler/icons-react';
import { t } from '../../../i18n/t';
import { useDailyChallenge } from '../../../lib/achievements/use-daily-challenge';
import '../../../lib/page-styles';

/** Today's challenge with its live progress and the streak. */
export default function DailyChallengeCard() {
  const today = useDailyChallenge();
  if (!today) return null;
  const { challenge, description, progress, completed, streak } = today;
  return (
    <Card withBorder padding="lg" data-testid="daily-challenge">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconTargetArrow size={24} aria-hidden />
            <Title order={2} size="h4">
              {t('achievements.dailyTitle')}
            </Title>
          </Group>
          <Badge
            color="orange"
            variant="light"
            leftSection={<IconFlame size={14} aria-hidden />}
            data-testid="daily-streak"
          >
            {t('achievements.dailyStreak', { n: streak })}
          </Badge>
        </Group>
        <Text fw={600}>{challenge.name}</Text>
        <Text c="dimmed">{description}</Text>
        <Progress
          value={progress.percentage}
          color={completed ? 'green' : 'blue'}
          aria-label={challenge.name}
        />
        <Group justify="space-between">
          <Text size="sm" data-testid="daily-progress">
            {t('achievements.dailyProgress', {
              current: progress.current,
              target: progress.target,
            })}
          </Text>
          {completed ? (
            <Badge color="green">{t('achievements.dailyDone')}</Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t('achievements.dailyReward', { n: challenge.expReward })}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
