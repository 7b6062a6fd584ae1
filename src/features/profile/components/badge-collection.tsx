import {
  Badge,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { AchievementIcon, CATEGORY_COLORS } from '../../../components/achievement-icon';
import { t } from '../../../i18n/t';
import { formatDate } from '../../../lib/format';
import type { BadgeView } from '../hooks/use-profile-data';

/** SPEC §2 Profile: every badge, unlocked or locked with partial progress. */
export function BadgeCollection({ badges }: { badges: BadgeView[] }) {
  const unlocked = badges.filter((b) => b.unlockedAt !== null).length;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('profile.badgesTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('profile.badgesCount', { n: unlocked, total: badges.length })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {badges.map((badge) => (
          <BadgeCard key={badge.definition.id} badge={badge} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function BadgeCard({ badge }: { badge: BadgeView }) {
  const { definition, unlockedAt, progress } = badge;
  const isUnlocked = unlockedAt !== null;
  const color = CATEGORY_COLORS[definition.category];
  return (
    <Card
      withBorder
      padding="md"
      data-testid={`badge-${definition.id}`}
      data-unlocked={isUnlocked}
      style={isUnlocked ? undefined : { opacity: 0.75 }}
    >
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius={48} color={isUnlocked ? color : 'gray'} variant="light">
          {isUnlocked ? (
            <AchievementIcon icon={definition.icon} />
          ) : (
            <IconLock size={24} aria-hidden />
          )}
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={700}>{definition.name}</Text>
            <Badge size="sm" color={color} variant="outline">
              {t(`achievements.categories.${definition.category}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {definition.description}
          </Text>
          <Text size="sm" fw={500}>
            {t('achievements.expReward', { n: definition.expReward })}
          </Text>
          {isUnlocked ? (
            <Text size="xs" c="green">
              {t('profile.unlockedAt', { date: formatDate(unlockedAt) })}
            </Text>
          ) : (
            <Stack gap={2}>
              <Progress value={progress.percentage} size="sm" aria-label={definition.name} />
              <Text size="xs" c="dimmed">
                {progress.customText ?? `${progress.current}/${progress.target}`}
              </Text>
            </Stack>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
