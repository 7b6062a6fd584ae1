import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBookmarks } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../../../i18n/t';
import { createPageUrl } from '../../../lib/paths';

/** The 'Thi thử câu đã học' banner linking to StudiedTest. */
export function StudiedBanner() {
  return (
    <Card withBorder padding="md" bg="var(--mantine-color-green-light)">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group wrap="nowrap" gap="sm">
          <ThemeIcon size={40} radius="md" color="green">
            <IconBookmarks size={22} aria-hidden />
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={700}>{t('practice.studiedBannerTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('practice.studiedBannerText')}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to={createPageUrl('StudiedTest')} variant="filled" color="green">
          {t('practice.studiedBannerCta')}
        </Button>
      </Group>
    </Card>
  );
}
