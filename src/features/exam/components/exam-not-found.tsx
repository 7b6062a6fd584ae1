import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/page-frame';
import { t } from '../../../i18n/t';
import { createPageUrl } from '../../../lib/paths';

/** SPEC 'Test': no questions for the class (or none studied in studied mode). */
export function ExamNotFound({ category, studied }: { category: string; studied: boolean }) {
  return (
    <EmptyState title={t('exam.notFoundTitle')}>
      <Text>{studied ? t('exam.noStudied') : t('exam.notFoundText', { category })}</Text>
      <Text c="dimmed">{t('exam.notFoundAdvice')}</Text>
      <Button component={Link} to={createPageUrl('Practice')}>
        {t('exam.backToPractice')}
      </Button>
    </EmptyState>
  );
}
