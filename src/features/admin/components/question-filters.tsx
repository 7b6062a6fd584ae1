import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { LICENCE_CATEGORIES } from '../../../domain/licence-catalogue';
import { CHAPTERS } from '../../../domain/question';
import { t } from '../../../i18n/t';
import type { AdminFilters, QuestionKind } from '../hooks/use-admin-questions';

type Props = {
  filters: AdminFilters;
  onChange: (next: Partial<AdminFilters>) => void;
  onClear: () => void;
};

const ALL = 'all';

/** Search box, licence class, chapter, all/critical/normal toggle and 'Xóa bộ lọc'. */
export function QuestionFilters({ filters, onChange, onClear }: Props) {
  const categories = [
    { value: ALL, label: t('admin.categoryAll') },
    ...LICENCE_CATEGORIES.map((c) => ({ value: c, label: c })),
  ];
  const chapters = [
    { value: ALL, label: t('admin.chapterAll') },
    ...CHAPTERS.map((c) => ({
      value: String(c.id),
      label: t('admin.chapterOption', { n: c.id, name: c.short }),
    })),
  ];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('admin.searchLabel')}
        placeholder={t('admin.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
      />
      <Select
        label={t('admin.categoryLabel')}
        data={categories}
        value={filters.category || ALL}
        onChange={(value) => onChange({ category: !value || value === ALL ? '' : value })}
        allowDeselect={false}
        w={150}
      />
      <Select
        label={t('admin.chapterLabel')}
        data={chapters}
        value={filters.chapter || ALL}
        onChange={(value) => onChange({ chapter: !value || value === ALL ? '' : value })}
        allowDeselect={false}
        w={240}
      />
      <SegmentedControl
        aria-label={t('admin.kindLabel')}
        value={filters.kind}
        onChange={(value) => onChange({ kind: value as QuestionKind })}
        data={[
          { value: 'all', label: t('admin.kindAll') },
          { value: 'critical', label: t('admin.kindCritical') },
          { value: 'normal', label: t('admin.kindNormal') },
        ]}
      />
      <Button
        variant="default"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        onClick={onClear}
      >
        {t('admin.clearFilters')}
      </Button>
    </Group>
  );
}
