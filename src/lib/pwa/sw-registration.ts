/*
 * Registers the service worker (production builds only) with workbox-window and keeps the update
 * state: `updateReady` when a new worker is installed and waiting. The running tab keeps its version
 * until applyUpdate() posts SKIP_WAITING; the page reloads once the new worker takes control.
 */
import { Workbox } from 'workbox-window';

export type UpdateState = { updateReady: boolean; applying: boolean };

let workbox: Workbox | undefined;
let state: UpdateState = { updateReady: false, applying: false };
const listeners = new Set<() => void>();
const HOURLY = 60 * 60 * 1000;

function setState(next: Partial<UpdateState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const getUpdateState = () => state;
export function subscribeUpdateState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function registerServiceWorker(): void {
  if (workbox || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setState({ updateReady: true }));
  workbox
    .register()
    .then((registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, HOURLY);
    })
    .catch((error: unknown) => console.warn('service worker registration failed', error));
}

/** Activates the waiting worker and reloads when it controls the page. */
export function applyUpdate(): void {
  if (!workbox || state.applying) return;
  setState({ applying: true });
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  workbox.messageSkipWaiting();
}

/** Hides the offer for this page's life (it comes back after the next reload if still waiting). */
export const postponeUpdate = () => setState({ updateReady: false });
