import { Button, Card, Group, List, Stack, Switch, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPlay, IconSitemap } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ExamStructureDialog } from '../../../components/exam-structure-dialog';
import type { LicenceClass } from '../../../domain/licence-catalogue';
import type { ExamRule } from '../../../domain/rule-sets';
import { t } from '../../../i18n/t';
import { useExamDayMode } from '../../../lib/use-exam-day-mode';

type Props = { licence: LicenceClass; rule: ExamRule; startUrl: string };

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between">
      <Text c="dimmed">{label}</Text>
      <Text fw={600}>{value}</Text>
    </Group>
  );
}

/** The selected class: figures, 'Cấu trúc đề thi', the tips and the start button. */
export function SummaryPanel({ licence, rule, startUrl }: Props) {
  const [structureOpen, structure] = useDisclosure(false);
  const [examDay, setExamDay] = useExamDayMode();
  return (
    <Card withBorder padding="lg" aria-label={t('practice.summaryTitle', { name: licence.name })}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('practice.summaryTitle', { name: licence.name })}
        </Title>
        <Row label={t('practice.summaryCategory')} value={licence.category} />
        <Row
          label={t('practice.summaryQuestions')}
          value={t('practice.questions', { n: rule.questions })}
        />
        <Row label={t('practice.summaryTime')} value={t('practice.minutes', { n: rule.minutes })} />
        <Row label={t('practice.summaryPass')} value={`${rule.passMark}/${rule.questions}`} />
        <Button
          variant="light"
          leftSection={<IconSitemap size={18} aria-hidden />}
          onClick={structure.open}
        >
          {t('practice.structureButton')}
        </Button>
        <Text fw={600}>{t('practice.tipsTitle')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('practice.tipTiming')}</List.Item>
          <List.Item>{t('practice.tipReview')}</List.Item>
          <List.Item>{t('practice.tipHistory')}</List.Item>
        </List>
        <Switch
          checked={examDay ?? false}
          onChange={(event) => void setExamDay(event.currentTarget.checked)}
          label={t('practice.examDayMode')}
          description={t('practice.examDayModeHint')}
        />
        <Button
          component={Link}
          to={startUrl}
          size="md"
          visibleFrom="sm"
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
        >
          {t('practice.startClass', { name: licence.name })}
        </Button>
      </Stack>
      <ExamStructureDialog
        opened={structureOpen}
        onClose={structure.close}
        category={licence.category}
        rule={rule}
      />
    </Card>
  );
}
