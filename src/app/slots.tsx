/*
 * Global UI that appears on every page (SPEC §2: achievement popup, install prompt) and the sync
 * status in the sidebar. The app layer composes them from features here.
 */
import { AchievementPopup } from '../features/achievements/components/achievement-popup';
import { BankDownloadBanner } from '../components/bank-download-banner';
import { ContentProtection } from '../components/content-protection';
import { InstallPrompt } from '../components/install-prompt';
import { UpdateToast } from '../components/update-toast';

export function SyncStatusSlot() {
  return null;
}

export function GlobalOverlays() {
  return (
    <>
      <AchievementPopup />
      <BankDownloadBanner />
      <UpdateToast />
      <InstallPrompt />
      <ContentProtection />
    </>
  );
}
