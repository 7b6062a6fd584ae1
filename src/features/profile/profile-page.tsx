import '../../lib/page-styles';
import '@mantine/charts/styles.css';
import { Stack } from '@mantine/core';
import { LoginPrompt } from '../../components/login-prompt';
import { LoadingState, PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';
import { useSession } from '../../lib/session';
import { BadgeCollection } from './components/badge-collection';
import { LevelCard } from './components/level-card';
import { ProfileSettings } from './components/profile-settings';
import { ProgressCharts } from './components/progress-charts';
import { StatsGrid } from './components/stats-grid';
import { useProfileData } from './hooks/use-profile-data';

/**
 * SPEC §2 Profile. Signed in: the account card with the server's EXP and level. Anonymous: the login
 * prompt for the account part, the device's progress and the settings stay usable.
 */
export default function ProfilePage() {
  const session = useSession();
  const data = useProfileData();
  const signedIn = session.status === 'signed-in' ? session.user : null;
  return (
    <PageFrame title={t('pageTitles.profile')}>
      {session.status === 'anonymous' ? <LoginPrompt /> : null}
      {data && session.status !== 'loading' ? (
        <Stack gap="xl">
          <LevelCard data={data} user={signedIn} />
          <StatsGrid data={data} />
          <BadgeCollection badges={data.badges} />
          <ProgressCharts data={data} />
        </Stack>
      ) : (
        <LoadingState />
      )}
      <ProfileSettings onLogout={signedIn ? () => void session.logout() : null} />
    </PageFrame>
  );
}
