import { PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';

export default function TestResultPage() {
  return <PageFrame title={t('pageTitles.testResult')}>{null}</PageFrame>;
}
