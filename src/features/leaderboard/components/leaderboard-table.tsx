import { Badge, Group, Table, Text } from '@mantine/core';
import { LearnerAvatar } from '../../../components/learner-avatar';
import { t } from '../../../i18n/t';
import { formatNumber } from '../../../lib/format';
import type { BoardRow } from '../hooks/use-leaderboard';

/** Rank, name with avatar (or locally drawn initials), level and EXP; the learner's row highlighted. */
export function LeaderboardTable({ rows }: { rows: BoardRow[] }) {
  return (
    <Table striped highlightOnHover verticalSpacing="sm" data-testid="leaderboard-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={64}>{t('leaderboard.rank')}</Table.Th>
          <Table.Th>{t('leaderboard.name')}</Table.Th>
          <Table.Th>{t('leaderboard.level')}</Table.Th>
          <Table.Th ta="right">{t('leaderboard.exp')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr
            key={row.id}
            data-testid={row.isMe ? 'leaderboard-me' : undefined}
            aria-current={row.isMe ? 'true' : undefined}
            bg={row.isMe ? 'var(--mantine-color-yellow-light)' : undefined}
          >
            <Table.Td fw={700}>{row.rank}</Table.Td>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <LearnerAvatar src={row.avatar_url} name={row.full_name} radius="xl" size="md" />
                <Text fw={row.isMe ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
                  {row.full_name}
                </Text>
                {row.isMe ? (
                  <Badge size="sm" color="yellow">
                    {t('leaderboard.you')}
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
            <Table.Td>{t('leaderboard.levelValue', { n: row.level })}</Table.Td>
            <Table.Td ta="right" fw={700}>
              {formatNumber(row.exp)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
