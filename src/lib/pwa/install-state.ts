/*
 * Install prompt state (SPEC §2): the browser's beforeinstallprompt event is captured as soon as this
 * module loads; the prompt is offered unless dismissed (remembered in localStorage) or the app already
 * runs standalone. iOS has no such event, so it gets manual instructions after 3 s. An offer made
 * before the app's scripts loaded is kept by index.html's head script and picked up here.
 */
export const INSTALL_DISMISSED_KEY = 'gplx-install-dismissed';
export const IOS_HINT_DELAY_MS = 3000;

export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** index.html's head script keeps an offer that came before the app's scripts had loaded. */
export const EARLY_INSTALL_EVENT = 'gplxInstallEvent';

if (typeof window !== 'undefined') {
  const early = (window as unknown as Record<string, InstallPromptEvent | undefined>)[
    EARLY_INSTALL_EVENT
  ];
  if (early) deferred = early;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    notify();
  });
}

export type InstallSnapshot = { canPrompt: boolean; installed: boolean };
let snapshot: InstallSnapshot = { canPrompt: false, installed: false };

export function getInstallSnapshot(): InstallSnapshot {
  if (snapshot.canPrompt !== (deferred !== null) || snapshot.installed !== installed) {
    snapshot = { canPrompt: deferred !== null, installed };
  }
  return snapshot;
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true
  );
}

export function isIos(): boolean {
  const ua = navigator.userAgent;
  return /iphone|ipad|ipod/i.test(ua) || (/macintosh/i.test(ua) && navigator.maxTouchPoints > 1);
}

export function isInstallDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberInstallDismissed(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
  } catch {
    // Private mode without storage: the prompt simply comes back next time.
  }
}

/** Shows the browser's own install dialog; resolves true when the learner accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}
