import '../../lib/page-styles';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { IconTrophy, IconWifiOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoginPrompt } from '../../components/login-prompt';
import { EmptyState, LoadingState, PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';
import { formatDateTime, formatNumber } from '../../lib/format';
import { createPageUrl } from '../../lib/paths';
import { LeaderboardTable } from './components/leaderboard-table';
import { useLeaderboard } from './hooks/use-leaderboard';

/** SPEC §2 'Bảng xếp hạng': top 50 by EXP from the server, the learner's own rank, offline cache. */
export default function LeaderboardPage() {
  const board = useLeaderboard();
  return (
    <PageFrame title={t('pageTitles.leaderboard')} subtitle={t('leaderboard.subtitle')}>
      <LeaderboardBody board={board} />
    </PageFrame>
  );
}

function LeaderboardBody({ board }: { board: ReturnType<typeof useLeaderboard> }) {
  if (board.status === 'login') return <LoginPrompt title={t('leaderboard.loginTitle')} />;
  if (board.status === 'loading') return <LoadingState />;
  if (board.status === 'error') {
    return (
      <Alert color="red" icon={<IconWifiOff size={18} aria-hidden />}>
        {t('leaderboard.loadError')}
      </Alert>
    );
  }
  if (board.rows.length === 0) {
    return (
      <EmptyState title={t('leaderboard.emptyTitle')}>
        <IconTrophy size={48} aria-hidden />
        <Text c="dimmed">{t('leaderboard.emptyHint')}</Text>
        <Button component={Link} to={createPageUrl('Practice')}>
          {t('leaderboard.emptyCta')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      {board.offline ? (
        <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden />}>
          {t('leaderboard.offline')}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed" data-testid="leaderboard-updated">
        {t('leaderboard.updatedAt', { time: formatDateTime(board.fetchedAt) })}
      </Text>
      {board.me && !board.me.inTop ? (
        <Card withBorder padding="sm" data-testid="leaderboard-outside">
          <Text>{t('leaderboard.outsideTop', { exp: formatNumber(board.me.exp) })}</Text>
        </Card>
      ) : null}
      <LeaderboardTable rows={board.rows} />
    </Stack>
  );
}
