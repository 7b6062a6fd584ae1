import { Card, Drawer, Grid, ScrollArea, Stack, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { QuestionRecord } from '../../../db/types';
import { t } from '../../../i18n/t';
import { useFontSize } from '../../../lib/use-font-size';
import { useStudyList } from '../hooks/use-study-list';
import { useStructure } from '../hooks/use-structure';
import { useWindowKeys } from '../hooks/use-window-keys';
import { emptyReason, type StudyFilter } from '../study-filter';
import { EmptyList } from './empty-list';
import { QuestionCard } from './question-card';
import { QuestionPanel } from './question-panel';
import { StructureModal } from './structure-modal';
import { StudyHeader } from './study-header';

type StudyViewProps = {
  category: string;
  onCategory: (category: string) => void;
  questions: readonly QuestionRecord[];
  isCritical: (q: QuestionRecord) => boolean;
};

/** SPEC §2 'Study view': the panel (or phone drawer), the header and the question card. */
export function StudyView({ category, onCategory, questions, isCritical }: StudyViewProps) {
  const list = useStudyList(questions, isCritical);
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [drawerOpen, drawer] = useDisclosure(false);
  const [structureOpen, structure] = useDisclosure(false);
  const byId = useMemo(() => new Map(questions.map((q) => [q.id, q])), [questions]);
  const view = useStructure(category, questions, isCritical, dayjs().format('YYYY-MM-DD'));
  const { fontSize } = useFontSize();
  const root = useRef<HTMLDivElement>(null);
  const navStartedAt = useRef<number | null>(null);
  // Focus follows the question only once the learner has moved (not on arrival).
  const [navigated, setNavigated] = useState(false);
  const { goTo, currentId, setFilter } = list;
  const stamp = useCallback(() => {
    navStartedAt.current = performance.now();
    setNavigated(true);
  }, []);
  const prev = () => {
    if (list.index <= 0) return;
    stamp();
    list.prev();
  };
  const next = () => {
    if (list.index >= list.ids.length - 1) return;
    stamp();
    list.next();
  };
  useWindowKeys((key) => {
    if (key === 'ArrowLeft') prev();
    else if (key === 'ArrowRight') next();
    else return false;
    return true;
  });

  // Bench figure: time from a navigation request to the committed DOM of the next question.
  useLayoutEffect(() => {
    const started = navStartedAt.current;
    if (started === null || !root.current) return;
    root.current.setAttribute('data-render-ms', (performance.now() - started).toFixed(2));
    navStartedAt.current = null;
  }, [currentId]);

  const closeDrawer = drawer.close;
  const pick = useCallback(
    (id: string) => {
      stamp();
      goTo(id);
      closeDrawer();
    },
    [stamp, goTo, closeDrawer],
  );
  const changeFilter = useCallback((filter: StudyFilter) => setFilter(filter), [setFilter]);

  const question = currentId ? byId.get(currentId) : undefined;
  const panel = (
    <QuestionPanel
      byId={byId}
      ids={list.ids}
      marks={list.marks}
      isCritical={isCritical}
      currentId={currentId}
      onPick={pick}
      filter={list.filter}
      onFilter={changeFilter}
      search={list.search}
      onSearch={list.setSearch}
    />
  );

  return (
    <Stack gap="md" ref={root} data-testid="study-view">
      <StudyHeader
        category={category}
        onCategory={onCategory}
        position={list.index + 1}
        total={list.ids.length}
        onPrev={prev}
        onNext={next}
        onStructure={structure.open}
        onOpenPanel={wide ? null : drawer.open}
      />
      <Grid gap="md">
        {wide ? (
          <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>
            <Card
              withBorder
              padding="sm"
              radius="md"
              component="aside"
              aria-labelledby="study-panel-title"
            >
              <Title order={2} size="h5" mb="xs" id="study-panel-title">
                {t('study.panelTitle')}
              </Title>
              <ScrollArea.Autosize mah="calc(100vh - 220px)" type="auto" offsetScrollbars>
                {panel}
              </ScrollArea.Autosize>
            </Card>
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, sm: wide ? 7 : 12, lg: wide ? 8 : 12 }}>
          {!list.ready ? null : question ? (
            <QuestionCard
              key={question.id}
              question={question}
              critical={isCritical(question)}
              studied={list.marks.progress.get(question.id)?.studied === true}
              note={list.marks.notes.get(question.id)}
              focusOnShow={navigated}
              fontSize={fontSize}
            />
          ) : (
            <EmptyList
              reason={emptyReason(list.filter, list.search)}
              onShowAll={() => {
                setFilter('all');
                list.setSearch('');
              }}
            />
          )}
        </Grid.Col>
      </Grid>
      {wide ? null : (
        <Drawer
          opened={drawerOpen}
          onClose={drawer.close}
          position="bottom"
          size="85%"
          title={t('study.panelTitle')}
        >
          {panel}
        </Drawer>
      )}
      {view ? (
        <StructureModal opened={structureOpen} onClose={structure.close} view={view} />
      ) : null}
    </Stack>
  );
}
