import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconSitemap } from '@tabler/icons-react';
import { t } from '../../../i18n/t';
import { formatClock } from '../../../lib/format';

type Props = {
  title: string;
  remaining: number;
  /** 0..100 */
  progress: number;
  progressLabel: string;
  onStructure: () => void;
};

/** Title, the mm:ss countdown, the progress bar and the structure dialog button. */
export function ExamHeader({ title, remaining, progress, progressLabel, onStructure }: Props) {
  const low = remaining <= 60;
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={1} size="h3">
            {title}
          </Title>
          <Group gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconSitemap size={16} aria-hidden />}
              onClick={onStructure}
            >
              {t('exam.structureButton')}
            </Button>
            <Badge
              size="xl"
              color={low ? 'red' : 'blue'}
              variant="light"
              leftSection={<IconClock size={16} aria-hidden />}
              role="timer"
              aria-label={t('exam.timer')}
              data-testid="exam-timer"
            >
              {formatClock(remaining)}
            </Badge>
          </Group>
        </Group>
        <Progress value={progress} aria-label={progressLabel} size="sm" />
        <Text size="xs" c="dimmed">
          {progressLabel}
        </Text>
      </Stack>
    </Card>
  );
}
