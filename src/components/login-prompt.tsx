import { Button, Card, List, Stack, Text, Title, ThemeIcon } from '@mantine/core';
import { IconBrandGoogle, IconCheck } from '@tabler/icons-react';
import { t } from '../i18n/t';
import { useSession } from '../lib/session';

/** SPEC §2 'Login prompt': a Google login button and four benefits; reused on protected pages. */
export function LoginPrompt({ title = t('auth.loginTitle') }: { title?: string }) {
  const session = useSession();
  return (
    <Card withBorder padding="xl" maw={520} mx="auto" data-testid="login-prompt">
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text>{t('auth.loginText')}</Text>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={22} radius="xl" color="green">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          <List.Item>{t('auth.benefitResults')}</List.Item>
          <List.Item>{t('auth.benefitPath')}</List.Item>
          <List.Item>{t('auth.benefitNotes')}</List.Item>
          <List.Item>{t('auth.benefitSync')}</List.Item>
        </List>
        <Button
          size="md"
          leftSection={<IconBrandGoogle size={18} aria-hidden />}
          onClick={() => session.login()}
        >
          {t('auth.loginButton')}
        </Button>
      </Stack>
    </Card>
  );
}
