/*
 * Content protection rules (SPEC §2, §9): which shortcuts are blocked (view source, save, developer
 * tools), what counts as a question area ([data-protected]) and the developer-tools heuristic
 * (window outer/inner size difference over 300 px, checked every 500 ms, 3 detections in a row).
 * Navigation keys (Tab, arrows, 1–4, Enter, Space) are never touched.
 */
export const PROTECTION_KEY = 'gplx-protection';
export const PROTECTION_TOAST_MS = 3000;
export const DEVTOOLS_CHECK_MS = 500;
export const DEVTOOLS_THRESHOLD_PX = 300;
export const DEVTOOLS_DETECTIONS = 3;
export const BLUR_PX = 10;

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

export function isBlockedShortcut(event: KeyLike): boolean {
  const key = event.key.toLowerCase();
  if (key === 'f12') return true;
  const mod = event.ctrlKey || event.metaKey;
  if (!mod) return false;
  if (key === 'u' || key === 's') return true;
  const devtoolsCombo = event.shiftKey || (event.metaKey && event.altKey);
  return devtoolsCombo && (key === 'i' || key === 'j' || key === 'c');
}

export function inProtectedArea(target: EventTarget | null): boolean {
  const node = target instanceof Node ? target : null;
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest('[data-protected]') != null;
}

export function selectionInProtectedArea(): boolean {
  const selection = document.getSelection();
  return selection
    ? inProtectedArea(selection.anchorNode) || inProtectedArea(selection.focusNode)
    : false;
}

export function protectionSwitchedOff(): boolean {
  try {
    return localStorage.getItem(PROTECTION_KEY) === 'off';
  } catch {
    return false;
  }
}

type WindowSize = Pick<Window, 'outerWidth' | 'innerWidth' | 'outerHeight' | 'innerHeight'>;

export const devtoolsLikelyOpen = (w: WindowSize) =>
  w.outerWidth - w.innerWidth > DEVTOOLS_THRESHOLD_PX ||
  w.outerHeight - w.innerHeight > DEVTOOLS_THRESHOLD_PX;

/** Counts consecutive detections; reports true from the third one on, false after a clean check. */
export function createDevtoolsDetector() {
  let streak = 0;
  return (w: WindowSize): boolean => {
    streak = devtoolsLikelyOpen(w) ? streak + 1 : 0;
    return streak >= DEVTOOLS_DETECTIONS;
  };
}
