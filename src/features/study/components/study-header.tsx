import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconListNumbers, IconTable } from '@tabler/icons-react';
import { FontSizeControl } from '../../../components/font-size-control';
import { t } from '../../../i18n/t';

const CATEGORY_OPTIONS = [
  { value: 'A1', label: t('study.categoryA1') },
  { value: 'A', label: t('study.categoryA') },
  { value: 'B1', label: t('study.categoryB1') },
  { value: 'car', label: t('study.categoryCar') },
];

type StudyHeaderProps = {
  category: string;
  onCategory: (category: string) => void;
  position: number;
  total: number;
  onPrev: () => void;
  onNext: () => void;
  onStructure: () => void;
  /** Phones open the list in a drawer; null on wide screens. */
  onOpenPanel: (() => void) | null;
};

/** 'Ôn thi lý thuyết', the category switch, 'Câu {n} / {total}' and Trước / Sau. */
export function StudyHeader(props: StudyHeaderProps) {
  const { category, position, total } = props;
  const options = CATEGORY_OPTIONS.some((o) => o.value === category)
    ? CATEGORY_OPTIONS
    : [...CATEGORY_OPTIONS, { value: category, label: t('study.categoryOther', { category }) }];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('study.viewTitle')}
        </Title>
        <Group gap="xs" align="flex-end">
          <NativeSelect
            size="xs"
            label={t('study.categoryLabel')}
            value={category}
            onChange={(event) => props.onCategory(event.currentTarget.value)}
            data={options}
          />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconTable size={14} aria-hidden />}
            onClick={props.onStructure}
          >
            {t('study.structureButton')}
          </Button>
          <FontSizeControl />
        </Group>
      </Group>
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          onClick={props.onPrev}
          disabled={position <= 1}
        >
          {t('study.prev')}
        </Button>
        <Text fw={600} data-testid="study-position">
          {t('study.position', { n: total === 0 ? 0 : position, total })}
        </Text>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          onClick={props.onNext}
          disabled={position >= total}
        >
          {t('study.next')}
        </Button>
      </Group>
      {props.onOpenPanel ? (
        <Button
          variant="light"
          leftSection={<IconListNumbers size={16} aria-hidden />}
          onClick={props.onOpenPanel}
        >
          {t('study.panelTitle')}
        </Button>
      ) : null}
    </Stack>
  );
}
