import '../../lib/page-styles';
import { Affix, Button, Grid, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import {
  LICENCE_CLASSES,
  type LicenceCategory,
  type LicenceType,
} from '../../domain/licence-catalogue';
import { t } from '../../i18n/t';
import { currentExamRule, testPageUrl } from '../../lib/exam-rules';
import { ClassCard } from './components/class-card';
import { StudiedBanner } from './components/studied-banner';
import { SummaryPanel } from './components/summary-panel';

type Filter = 'all' | LicenceType;

/** SPEC 'Practice': pick a licence class and start a mock exam. */
export default function PracticePage() {
  const [filter, setFilter] = useState<Filter>('all');
  const [selected, setSelected] = useState<LicenceCategory | null>(null);
  const classes = useMemo(
    () =>
      LICENCE_CLASSES.map((licence) => ({
        licence,
        rule: currentExamRule(licence.category),
      })).filter(({ licence }) => filter === 'all' || licence.type === filter),
    [filter],
  );
  const chosen = selected ? LICENCE_CLASSES.find((c) => c.category === selected) : undefined;
  const chosenRule = chosen ? currentExamRule(chosen.category) : undefined;
  const startUrl =
    chosen && chosenRule
      ? testPageUrl({
          category: chosen.category,
          questions: chosenRule.questions,
          minutes: chosenRule.minutes,
          passMark: chosenRule.passMark,
        })
      : undefined;

  return (
    <PageFrame title={t('pageTitles.practice')} subtitle={t('practice.subtitle')}>
      <StudiedBanner />
      <Tabs value={filter} onChange={(value) => setFilter((value as Filter | null) ?? 'all')}>
        <Tabs.List>
          <Tabs.Tab value="all">{t('practice.tabAll')}</Tabs.Tab>
          <Tabs.Tab value="motorcycle">{t('practice.tabMotorcycle')}</Tabs.Tab>
          <Tabs.Tab value="car">{t('practice.tabCar')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {classes.map(({ licence, rule }) => (
              <ClassCard
                key={licence.category}
                licence={licence}
                rule={rule}
                selected={licence.category === selected}
                onSelect={() => setSelected(licence.category)}
              />
            ))}
          </SimpleGrid>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack style={{ position: 'sticky', top: 72 }}>
            {chosen && chosenRule && startUrl ? (
              <SummaryPanel licence={chosen} rule={chosenRule} startUrl={startUrl} />
            ) : (
              <Text c="dimmed">{t('practice.chooseClass')}</Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {startUrl && chosen ? (
        <Affix position={{ bottom: 76, left: 16, right: 16 }} hiddenFrom="sm">
          <Button
            component={Link}
            to={startUrl}
            size="lg"
            fullWidth
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
          >
            {t('practice.startClass', { name: chosen.name })}
          </Button>
        </Affix>
      ) : null}
    </PageFrame>
  );
}
