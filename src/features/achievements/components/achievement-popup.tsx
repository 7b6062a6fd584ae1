import '../../../lib/page-styles';
import { Badge, Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { AchievementIcon, CATEGORY_COLORS } from '../../../components/achievement-icon';
import { findAchievement } from '../../../domain/achievement-definitions';
import { t } from '../../../i18n/t';
import { POPUP_EXIT_MS, useAchievementQueue } from '../hooks/use-achievement-queue';

/** SPEC §4: new unlocks one at a time, an 'awesome' button and the remaining count. */
export function AchievementPopup() {
  const { current, opened, remaining, dismiss } = useAchievementQueue();
  if (!current) return null;
  const def = findAchievement(current.achievement_id);
  const color = def ? CATEGORY_COLORS[def.category] : 'yellow';
  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      centered
      withCloseButton={false}
      transitionProps={{ transition: 'pop', duration: POPUP_EXIT_MS }}
      aria-labelledby="achievement-popup-title"
      data-testid="achievement-popup"
    >
      <Stack align="center" gap="sm" ta="center" py="sm">
        <ThemeIcon size={72} radius={72} color={color} variant="light">
          <AchievementIcon icon={def?.icon ?? 'trophy'} size={40} />
        </ThemeIcon>
        <Text c="dimmed" size="sm">
          {t('achievements.popupLead')}
        </Text>
        <Title order={2} size="h3" id="achievement-popup-title">
          {current.name}
        </Title>
        {def ? <Text>{def.description}</Text> : null}
        <Badge size="lg" color={color} variant="filled">
          {t('achievements.expReward', { n: current.exp_reward })}
        </Badge>
        {remaining > 0 ? (
          <Text size="sm" c="dimmed" data-testid="achievement-remaining">
            {t('achievements.remaining', { n: remaining })}
          </Text>
        ) : null}
        <Button onClick={dismiss} fullWidth mt="xs">
          {t('achievements.awesome')}
        </Button>
      </Stack>
    </Modal>
  );
}
