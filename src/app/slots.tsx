/*
 * Global UI that appears on every page (SPEC §2: achievement popup, install prompt) and the sync
 * status in the sidebar. The app layer composes them from features here.
 */
export function SyncStatusSlot() {
  return null;
}

export function GlobalOverlays() {
  return null;
}
