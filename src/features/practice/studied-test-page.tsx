import { PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';

export default function StudiedTestPage() {
  return <PageFrame title={t('pageTitles.studiedTest')}>{null}</PageFrame>;
}
