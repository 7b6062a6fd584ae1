import '../../lib/page-styles';
import { Alert, Stack } from '@mantine/core';
import { LoginPrompt } from '../../components/login-prompt';
import { LoadingState, PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';
import { useSession } from '../../lib/session';
import { AccessDenied } from './components/access-denied';
import { AdminView } from './components/admin-view';

/** /Admin: loading, sign-in prompt, access denied for learners, or the question manager. */
export default function AdminPage() {
  const session = useSession();
  let content;
  if (session.status === 'loading') content = <LoadingState />;
  else if (session.status === 'anonymous') {
    content = (
      <Stack gap="md">
        <Alert color="yellow" maw={520} mx="auto" w="100%">
          {t('admin.loginOnlyAdmins')}
        </Alert>
        <LoginPrompt title={t('admin.loginTitle')} />
      </Stack>
    );
  } else if (!session.isAdmin) content = <AccessDenied />;
  else content = <AdminView />;
  return <PageFrame title={t('pageTitles.admin')}>{content}</PageFrame>;
}
