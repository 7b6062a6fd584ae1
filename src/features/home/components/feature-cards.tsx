import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDevices, IconBrain, IconUsers } from '@tabler/icons-react';
import { t } from '../../../i18n/t';

const features = [
  { icon: IconDevices, title: 'home.featureMultiTitle', text: 'home.featureMultiText' },
  { icon: IconBrain, title: 'home.featureSmartTitle', text: 'home.featureSmartText' },
  { icon: IconUsers, title: 'home.featureCommunityTitle', text: 'home.featureCommunityText' },
] as const;

export function FeatureCards() {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('home.featuresTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {features.map((feature) => (
          <Card key={feature.title} withBorder padding="lg">
            <Stack gap="xs">
              <ThemeIcon size={44} radius="md" variant="light">
                <feature.icon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(feature.title)}
              </Title>
              <Text c="dimmed">{t(feature.text)}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
