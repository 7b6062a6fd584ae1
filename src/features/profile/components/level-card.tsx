import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { LearnerAvatar } from '../../../components/learner-avatar';
import { formatNumber } from '../../../lib/format';
import { LEVELS } from '../../../domain/exp-levels';
import { t } from '../../../i18n/t';
import type { SessionUser } from '../../../lib/session';
import type { ProfileData } from '../hooks/use-profile-data';

type Props = { data: ProfileData; user: SessionUser | null };

/** The user card: avatar (or initials drawn locally), name, title, level and progress to the next. */
export function LevelCard({ data, user }: Props) {
  const { level, exp } = data.stats;
  const next = LEVELS.find((l) => l.minExp === level.nextMinExp);
  const name = user ? user.fullName || user.email : null;
  return (
    <Card withBorder padding="lg" data-testid="level-card">
      <Stack gap="md">
        {user ? (
          <Group wrap="nowrap">
            <LearnerAvatar src={user.avatarUrl} name={name ?? ''} size={64} radius={64} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              <Text c="dimmed" size="sm" truncate="end">
                {user.email}
              </Text>
              <Badge variant="light" color="yellow">
                {data.title}
              </Badge>
            </Stack>
          </Group>
        ) : (
          <Group justify="space-between">
            <Badge variant="light" color="yellow">
              {data.title}
            </Badge>
          </Group>
        )}
        <Group justify="space-between" align="baseline">
          <Text fw={700} data-testid="profile-level">
            {t('profile.levelLabel', { level: level.level, name: level.name })}
          </Text>
          <Text fw={700} c="green" data-testid="profile-exp">
            {t('profile.expTotal', { n: formatNumber(exp) })}
          </Text>
        </Group>
        <Progress value={level.progressPercent} aria-label={level.name} />
        <Text size="sm" c="dimmed">
          {next && level.nextMinExp !== null
            ? t('profile.toNextLevel', { n: formatNumber(level.nextMinExp - exp), name: next.name })
            : t('profile.maxLevel')}
        </Text>
        {user ? null : (
          <Text size="sm" c="dimmed">
            {t('profile.deviceNote')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
