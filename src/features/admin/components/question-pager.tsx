import { ActionIcon, Button, Group } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/t';
import { pageWindow } from '../page-window';

type Props = { page: number; pages: number; onPage: (page: number) => void };

/** First, previous, up to 5 page buttons, next, last — only when there is more than one page. */
export function QuestionPager({ page, pages, onPage }: Props) {
  if (pages <= 1) return null;
  const edge = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      disabled={disabled}
      onClick={() => onPage(target)}
    >
      {icon}
    </ActionIcon>
  );
  return (
    <nav aria-label={t('admin.pager.label')}>
      <Group gap={6} justify="center">
        {edge(t('admin.pager.first'), 1, page === 1, <IconChevronsLeft size={16} />)}
        {edge(t('admin.pager.previous'), page - 1, page === 1, <IconChevronLeft size={16} />)}
        {pageWindow(page, pages).map((n) => (
          <Button
            key={n}
            size="compact-md"
            variant={n === page ? 'filled' : 'default'}
            aria-label={t('admin.pager.page', { n })}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
          >
            {n}
          </Button>
        ))}
        {edge(t('admin.pager.next'), page + 1, page === pages, <IconChevronRight size={16} />)}
        {edge(t('admin.pager.last'), pages, page === pages, <IconChevronsRight size={16} />)}
      </Group>
    </nav>
  );
}
