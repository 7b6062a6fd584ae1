import '../../lib/page-styles';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState, PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';

export default function NotFoundPage() {
  return (
    <PageFrame title={t('notFound.title')}>
      <EmptyState title={t('notFound.text')}>
        <Button component={Link} to="/">
          {t('common.goHome')}
        </Button>
      </EmptyState>
    </PageFrame>
  );
}
