import '../lib/page-styles';
import { ContentProtection } from './content-protection';
import { InstallPrompt } from './install-prompt';
import { UpdateToast } from './update-toast';

/** The installable app's global UI (update toast, install prompt, content protection), loaded lazily. */
export function PwaOverlays() {
  return (
    <>
      <UpdateToast />
      <InstallPrompt />
      <ContentProtection />
    </>
  );
}
