import { Button, Card, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { DarkModeSwitch } from '../../../components/dark-mode-switch';
import { t } from '../../../i18n/t';
import { useExamDayMode } from '../../../lib/use-exam-day-mode';
import { FONT_SIZES, useFontSize, type FontSize } from '../../../lib/use-font-size';
import { useNotificationsSetting } from '../hooks/use-notifications-setting';

const FONT_LABELS = { sm: 'profile.fontSm', md: 'profile.fontMd', lg: 'profile.fontLg' } as const;

/** Night mode, font size, exam-day mode, notifications and (signed in) logout. */
export function ProfileSettings({ onLogout }: { onLogout: (() => void) | null }) {
  const { fontSize, setFontSize } = useFontSize();
  const [examDay, setExamDay] = useExamDayMode();
  const push = useNotificationsSetting();
  return (
    <Card withBorder padding="lg" data-testid="profile-settings">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('profile.settingsTitle')}
        </Title>
        <DarkModeSwitch label={t('profile.darkMode')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="font-size-label">
            {t('profile.fontSize')}
          </Text>
          <SegmentedControl
            aria-labelledby="font-size-label"
            value={fontSize}
            onChange={(value) => setFontSize(value as FontSize)}
            data={FONT_SIZES.map((size) => ({ value: size, label: t(FONT_LABELS[size]) }))}
          />
        </Stack>
        <Switch
          label={t('profile.examDayMode')}
          description={t('profile.examDayModeHint')}
          checked={examDay ?? false}
          onChange={(event) => void setExamDay(event.currentTarget.checked)}
        />
        <Switch
          label={t('profile.notifications')}
          checked={push.enabled}
          disabled={push.busy}
          onChange={(event) => void push.setEnabled(event.currentTarget.checked)}
        />
        {onLogout ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={onLogout}
          >
            {t('profile.logout')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
