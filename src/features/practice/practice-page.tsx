import { PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';

export default function PracticePage() {
  return <PageFrame title={t('pageTitles.practice')}>{null}</PageFrame>;
}
