/*
 * Global UI that appears on every page (SPEC §2: achievement popup, install prompt) and the sync
 * status in the sidebar. The app layer composes them from features here.
 */
import { lazy, Suspense, useEffect } from 'react';
import { AchievementPopup } from '../features/achievements/components/achievement-popup';
import { BankDownloadBanner } from '../components/bank-download-banner';
// Captures the browser's install offer from the first moment; the PWA UI itself loads lazily.
import '../lib/pwa/install-state';
import { SyncStatus } from '../components/sync-status';
import { useDatabase } from '../lib/database-context';
import { startSync } from '../sync';

const PwaOverlays = lazy(() =>
  import('../components/pwa-overlays').then((m) => ({ default: m.PwaOverlays })),
);

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
      <Suspense fallback={null}>
        <PwaOverlays />
      </Suspense>
    </>
  );
}
