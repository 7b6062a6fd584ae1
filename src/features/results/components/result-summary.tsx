import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { TestResultRecord } from '../../../db/types';
import { correctNeededMessageCount } from '../../../domain/scoring';
import { t } from '../../../i18n/t';

/** Score x/y, the ĐẬU/TRƯỢT badge, the headline, the message and the new achievements. */
export function ResultSummary({ result }: { result: TestResultRecord }) {
  const needed = correctNeededMessageCount(result.totalQuestions, result.correctAnswers);
  const criticalWrong = result.answers.some((a) => a.is_critical && !a.is_correct);
  return (
    <Card withBorder padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2}>{result.passed ? t('results.congrats') : t('results.tryAgain')}</Title>
        <Text fz={48} fw={800} lh={1} data-testid="result-score">
          {t('results.score', { correct: result.correctAnswers, total: result.totalQuestions })}
        </Text>
        <Badge size="xl" color={result.passed ? 'green' : 'red'} data-testid="result-badge">
          {result.passed ? t('results.pass') : t('results.fail')}
        </Badge>
        {result.passed ? (
          <Text>{t('results.passMessage', { category: result.licenseCategory })}</Text>
        ) : (
          <>
            {needed > 0 ? <Text>{t('results.failMessage', { n: needed })}</Text> : null}
            {criticalWrong ? <Text c="red">{t('results.failCritical')}</Text> : null}
          </>
        )}
        {result.newAchievements.length > 0 ? (
          <Stack gap={4} align="center">
            <Text fw={600}>{t('results.newAchievements')}</Text>
            <List
              spacing={4}
              icon={<IconTrophy size={16} color="var(--mantine-color-yellow-6)" aria-hidden />}
            >
              {result.newAchievements.map((a) => (
                <List.Item key={a.achievement_id}>
                  <Group gap="xs">
                    <Text>{a.name}</Text>
                    <Badge color="yellow" variant="light">
                      {t('results.expReward', { n: a.exp_reward })}
                    </Badge>
                  </Group>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
