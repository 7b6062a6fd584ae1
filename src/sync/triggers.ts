/*
 * What wakes the engine in a browser: start, 'online', sign-in (the 'gplx:token' event and the token
 * changing in another tab), a write (Dexie hook on the outbox, debounced 2 s), a 60 s timer and the
 * service worker's {type:'SYNC'} message. A BroadcastChannel forwards followers' requests to the
 * leader and the leader's status to followers. Returns a function that removes everything.
 */
import type { GplxDatabase } from '../db/database';
import type { SyncEngine } from './engine';
import type { EngineStatus } from './types';

export const WRITE_DEBOUNCE_MS = 2_000;
export const TIMER_MS = 60_000;
export const SYNC_TAG = 'gplx-sync';

type ChannelMessage = { type: 'request' } | { type: 'status'; status: EngineStatus };

export function installTriggers(
  engine: SyncEngine,
  db: GplxDatabase,
  channel: BroadcastChannel | null,
  onRemoteStatus: (status: EngineStatus) => void,
): () => void {
  const request = () => engine.requestSync();
  const resume = () => engine.resume();
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('getnocode_token_')) resume();
  };
  window.addEventListener('online', request);
  window.addEventListener('offline', request);
  window.addEventListener('gplx:token', resume);
  window.addEventListener('storage', onStorage);

  let debounce: ReturnType<typeof setTimeout> | undefined;
  const onWrite = () => {
    clearTimeout(debounce);
    debounce = setTimeout(request, WRITE_DEBOUNCE_MS);
  };
  db.outbox.hook('creating', onWrite);
  const timer = setInterval(request, TIMER_MS);

  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  const onSwMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'SYNC') request();
  };
  sw?.addEventListener('message', onSwMessage);

  const onChannel = (event: MessageEvent<ChannelMessage>) => {
    if (event.data.type === 'request' && engine.isLeader) request();
    if (event.data.type === 'status' && !engine.isLeader) onRemoteStatus(event.data.status);
  };
  channel?.addEventListener('message', onChannel);
  const unsubscribe = engine.subscribe((status) => {
    if (engine.isLeader) channel?.postMessage({ type: 'status', status } satisfies ChannelMessage);
  });

  return () => {
    window.removeEventListener('online', request);
    window.removeEventListener('offline', request);
    window.removeEventListener('gplx:token', resume);
    window.removeEventListener('storage', onStorage);
    db.outbox.hook('creating').unsubscribe(onWrite);
    clearTimeout(debounce);
    clearInterval(timer);
    sw?.removeEventListener('message', onSwMessage);
    channel?.removeEventListener('message', onChannel);
    unsubscribe();
  };
}

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register: (tag: string) => Promise<void> };
};

/** Background Sync where supported: the service worker wakes us when the network returns. */
export function registerBackgroundSync(): void {
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!sw?.controller) return;
  void sw.ready
    .then((registration: SyncRegistration) => registration.sync?.register(SYNC_TAG))
    .catch(() => undefined);
}
