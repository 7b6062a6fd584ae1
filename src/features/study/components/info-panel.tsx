import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconChartLine, IconHandClick } from '@tabler/icons-react';
import { t } from '../../../i18n/t';

const items = [
  { icon: IconBook2, title: t('study.infoStructuredTitle'), text: t('study.infoStructuredText') },
  {
    icon: IconHandClick,
    title: t('study.infoInteractiveTitle'),
    text: t('study.infoInteractiveText'),
  },
  { icon: IconChartLine, title: t('study.infoProgressTitle'), text: t('study.infoProgressText') },
] as const;

/** SPEC §2: structured study, smart interaction, progress tracking. */
export function InfoPanel() {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('study.infoTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {items.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap={6}>
              <ThemeIcon variant="light" size="lg" radius="md">
                <Icon size={20} aria-hidden />
              </ThemeIcon>
              <Text fw={600}>{title}</Text>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
