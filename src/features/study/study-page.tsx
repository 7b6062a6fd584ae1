import { LoadingState, PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';
export default function StudyPage() {
  return (
    <PageFrame title={t('pageTitles.study')}>
      <LoadingState />
    </PageFrame>
  );
}
