/*
 * Global UI that appears on every page (SPEC §2: achievement popup, install prompt) and the sync
 * status in the sidebar. The app layer composes them from features here.
 */
import { lazy, Suspense, useEffect } from 'react';
// Captures the browser's install offer from the first moment; the PWA UI itself loads lazily.
import '../lib/pwa/install-state';
import { useDatabaseWhenReady } from '../lib/database-context';
import { AfterMount } from '../lib/after-mount';
import { withMessages, loadMessages } from '../i18n/t';

// Everything below loads after the first paint, to keep the first-load bundle small.
const AchievementPopup = lazy(
  withMessages(() =>
    import('../features/achievements/components/achievement-popup').then((m) => ({
      default: m.AchievementPopup,
    })),
  ),
);
const BankDownloadBanner = lazy(
  withMessages(() =>
    import('../components/bank-download-banner').then((m) => ({ default: m.BankDownloadBanner })),
  ),
);
const SyncStatus = lazy(
  withMessages(() => import('../components/sync-status').then((m) => ({ default: m.SyncStatus }))),
);

const PwaOverlays = lazy(
  withMessages(() =>
    import('../components/pwa-overlays').then((m) => ({ default: m.PwaOverlays })),
  ),
);

export function SyncStatusSlot() {
  return (
    <Suspense fallback={null}>
      <SyncStatus />
    </Suspense>
  );
}

/** Starts the sync engine once for the app (leader election, triggers, sign-out task). */
function SyncBoot() {
  const db = useDatabaseWhenReady();
  useEffect(() => {
    if (!db) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([import('../sync'), loadMessages()]).then(([{ startSync }]) => {
      if (!cancelled) stop = startSync(db);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [db]);
  return null;
}

export function GlobalOverlays() {
  return (
    <>
      <SyncBoot />
      <AfterMount>
        <AchievementPopup />
        <BankDownloadBanner />
        <PwaOverlays />
      </AfterMount>
    </>
  );
}
