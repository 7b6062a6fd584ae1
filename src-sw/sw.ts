/*
 * The service worker: precaches the app shell and every route chunk, serves index.html for
 * navigations, never caches the API (data lives in Dexie; bank images are in IndexedDB, not here).
 * Shows push notifications (./notification-content) and opens their route on click; on the
 * Background Sync tag 'gplx-sync' it posts {type:'SYNC'} to every open tab.
 * Imports only src/domain and src/i18n.
 */
/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clickTarget, notificationFor, parsePayload } from './notification-content';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  /** Exposed for the e2e test, which cannot click a system notification. */
  gplxOpenNotification?: (notification: Notification, action: string) => Promise<void>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/secure\//, /^\/files\//],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event: PushEvent) => {
  const { title, options } = notificationFor(parsePayload(event.data?.text()));
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Focuses an open tab of ours and moves it to the route, or opens a new window there. */
async function openNotification(notification: Notification, action: string): Promise<void> {
  notification.close();
  const url = new URL(clickTarget(notification.data, action), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (!client) {
    await self.clients.openWindow(url);
    return;
  }
  const moved = client.url === url ? client : await client.navigate(url).catch(() => null);
  await (moved ?? client).focus().catch(() => undefined);
}
self.gplxOpenNotification = openNotification;

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.waitUntil(openNotification(event.notification, event.action));
});

/** Background Sync (tag 'gplx-sync', registered by src/sync): wake the open tabs' sync engine. */
type SyncEvent = ExtendableEvent & { readonly tag: string };
async function wakeSync(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: 'SYNC' });
}
self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === 'gplx-sync') sync.waitUntil(wakeSync());
});
