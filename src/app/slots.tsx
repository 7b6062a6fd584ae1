/*
 * Global UI that appears on every page (SPEC §2: achievement popup, install prompt) and the sync
 * status in the sidebar. The app layer composes them from features here.
 */
import { useEffect } from 'react';
import { AchievementPopup } from '../features/achievements/components/achievement-popup';
import { BankDownloadBanner } from '../components/bank-download-banner';
import { ContentProtection } from '../components/content-protection';
import { InstallPrompt } from '../components/install-prompt';
import { UpdateToast } from '../components/update-toast';
import { SyncStatus } from '../components/sync-status';
import { useDatabase } from '../lib/database-context';
import { startSync } from '../sync';

export function SyncStatusSlot() {
  return <SyncStatus />;
}

/** Starts the sync engine once for the app (leader election, triggers, sign-out task). */
function SyncBoot() {
  const db = useDatabase();
  useEffect(() => startSync(db), [db]);
  return null;
}

export function GlobalOverlays() {
  return (
    <>
      <SyncBoot />
      <AchievementPopup />
      <BankDownloadBanner />
      <UpdateToast />
      <InstallPrompt />
      <ContentProtection />
    </>
  );
}
