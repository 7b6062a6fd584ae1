import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { t } from '../../../i18n/t';
import { createPageUrl } from '../../../lib/paths';

/** SPEC §2 Admin: a signed-in learner without the admin role. */
export function AccessDenied() {
  const navigate = useNavigate();
  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(createPageUrl('Home'));
  };
  return (
    <Card withBorder padding="xl" maw={520} mx="auto" role="alert">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3">
          {t('admin.deniedTitle')}
        </Title>
        <Text>{t('admin.deniedText')}</Text>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={back}
        >
          {t('admin.back')}
        </Button>
      </Stack>
    </Card>
  );
}
