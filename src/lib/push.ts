/*
 * Push-notification subscription for the profile's 'Thông báo nhắc học' switch: asks permission,
 * subscribes the service worker's push manager with the server's VAPID key and registers the
 * subscription on the server; unsubscribing (also before sign-out) removes it on both sides.
 * Unsupported browsers are skipped with a console.warn; both resolve to whether push is now on.
 */
import { call } from '../api/http';
import { onBeforeSignOut } from './session';

type PushJson = { endpoint?: string; keys?: Record<string, string> };

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  const found = await navigator.serviceWorker.getRegistration();
  return found ? navigator.serviceWorker.ready : undefined;
}

export async function subscribeToPush(
  options: { reminderHour?: number | null } = {},
): Promise<boolean> {
  if (!pushSupported()) {
    console.warn('Push notifications are not supported in this browser; skipped');
    return false;
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    console.warn('Notification permission was not granted; push skipped');
    return false;
  }
  const worker = await registration();
  if (!worker) {
    console.warn('No service worker registered; push skipped');
    return false;
  }
  const { publicKey } = await call<{ publicKey?: string }>('api/notifications/vapid-public-key');
  if (!publicKey) throw new Error('VAPID public key not provided');
  const serverKey = base64UrlToBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: serverKey,
  });
  const json = subscription.toJSON() as PushJson;
  await call('api/notifications/subscribe', {
    method: 'post',
    json: {
      subscription: { endpoint: json.endpoint, keys: json.keys },
      ...(options.reminderHour !== undefined ? { reminderHour: options.reminderHour } : {}),
    },
  });
  return true;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}

export async function unsubscribeFromPush(): Promise<boolean> {
  if (!pushSupported()) return false;
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (!subscription) return false;
  try {
    await call('api/notifications/unsubscribe', {
      method: 'post',
      json: { subscription: { endpoint: subscription.endpoint } },
      timeout: 5000,
    });
  } catch (error) {
    console.warn('push unsubscribe on the server failed', error);
  }
  await subscription.unsubscribe();
  return false;
}

let signOutHooked = false;
/** Removes this device's push subscription before the token is dropped (idempotent). */
export function unsubscribePushOnSignOut(): void {
  if (signOutHooked) return;
  signOutHooked = true;
  onBeforeSignOut(async () => {
    await unsubscribeFromPush().catch((error: unknown) => console.warn('push sign-out', error));
  });
}
