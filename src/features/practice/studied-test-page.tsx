import '../../lib/page-styles';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingState, PageFrame } from '../../components/page-frame';
import { DEFAULT_STUDIED_COUNT, STUDIED_COUNTS, studiedExamRule } from '../../domain/rule-sets';
import { t } from '../../i18n/t';
import { testPageUrl } from '../../lib/exam-rules';
import { createPageUrl } from '../../lib/paths';
import { useStudiedCount } from './hooks/use-studied-count';

const MAX_COUNT = STUDIED_COUNTS[STUDIED_COUNTS.length - 1] ?? 30;

/** SPEC 'StudiedTest': an exam of studied questions only, 10–30 of them. */
export default function StudiedTestPage() {
  const studied = useStudiedCount();
  const navigate = useNavigate();
  const [count, setCount] = useState<number>(DEFAULT_STUDIED_COUNT);
  const [alert, setAlert] = useState<string | null>(null);
  const rule = studiedExamRule(count);

  if (studied === undefined) return <LoadingState />;

  const start = () => {
    if (studied === 0) return setAlert(t('studiedTest.alertNone'));
    if (count > studied) return setAlert(t('studiedTest.alertTooMany', { n: studied }));
    void navigate(
      testPageUrl({
        mode: 'studied',
        questions: rule.questions,
        minutes: rule.minutes,
        passMark: rule.passMark,
      }),
    );
  };

  return (
    <PageFrame
      title={t('pageTitles.studiedTest')}
      subtitle={t('studiedTest.studiedCount', { n: studied })}
    >
      {studied === 0 ? (
        <Alert color="blue" role="status" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Stack gap={4}>
            <Text>{t('studiedTest.noneStudied')}</Text>
            <Anchor component={Link} to={createPageUrl('Study')}>
              {t('studiedTest.goStudy')}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
      {studied > 0 && studied < MAX_COUNT ? (
        <Alert color="yellow" role="status">
          {t('studiedTest.fewStudied', { n: studied })}
        </Alert>
      ) : null}
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('studiedTest.chooseCount')}
          </Title>
          <Group gap="xs">
            {STUDIED_COUNTS.map((n) => (
              <Button
                key={n}
                variant={n === count ? 'filled' : 'default'}
                aria-pressed={n === count}
                disabled={n > studied}
                onClick={() => {
                  setCount(n);
                  setAlert(null);
                }}
              >
                {t('studiedTest.countOption', { n })}
              </Button>
            ))}
          </Group>
          <Card withBorder padding="md" bg="var(--mantine-color-default-hover)">
            <Stack gap={4}>
              <Text fw={600}>{t('studiedTest.infoTitle')}</Text>
              <Text>{t('studiedTest.infoQuestions', { n: rule.questions })}</Text>
              <Text>{t('studiedTest.infoTime', { n: rule.minutes })}</Text>
              <Text>
                {t('studiedTest.infoPass', { pass: rule.passMark, total: rule.questions })}
              </Text>
            </Stack>
          </Card>
          {alert ? (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button
              variant="default"
              component={Link}
              to={createPageUrl('Practice')}
              leftSection={<IconArrowLeft size={18} aria-hidden />}
            >
              {t('studiedTest.back')}
            </Button>
            <Button leftSection={<IconPlayerPlay size={18} aria-hidden />} onClick={start}>
              {t('studiedTest.start')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </PageFrame>
  );
}
