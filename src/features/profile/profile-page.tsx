import { PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';
import { LoginPrompt } from '../../components/login-prompt';
export default function ProfilePage() {
  return (
    <PageFrame title={t('pageTitles.profile')}>
      <LoginPrompt />
    </PageFrame>
  );
}
