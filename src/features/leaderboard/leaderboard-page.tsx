import { PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';

export default function LeaderboardPage() {
  return <PageFrame title={t('pageTitles.leaderboard')}>{null}</PageFrame>;
}
