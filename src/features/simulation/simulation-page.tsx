import '../../lib/page-styles';
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRoad } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';
import { createPageUrl } from '../../lib/paths';

export default function SimulationPage() {
  return (
    <PageFrame title={t('simulation.title')} size="sm">
      <Paper withBorder p="xl" radius="lg">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconRoad size={36} aria-hidden />
          </ThemeIcon>
          <Text>{t('simulation.text')}</Text>
          <Button component={Link} to={createPageUrl('Practice')}>
            {t('simulation.cta')}
          </Button>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
