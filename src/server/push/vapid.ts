/*
 * VAPID keys for web push: generated once with web-push on first use and kept in app_secrets
 * ('vapid_public_key', 'vapid_private_key') so restarts and replicas share them. Cached per db handle.
 */
import { inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client.js';
import { appSecrets } from '../db/schema.js';

export type VapidKeys = { publicKey: string; privateKey: string };

const PUBLIC = 'vapid_public_key';
const PRIVATE = 'vapid_private_key';
const cache = new WeakMap<Db, Promise<VapidKeys>>();

export function vapidKeys(db: Db): Promise<VapidKeys> {
  let pending = cache.get(db);
  if (!pending) {
    pending = loadOrCreate(db);
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}

/** Forgets the cached keys (tests empty app_secrets between cases). */
export const forgetVapidKeys = (db: Db) => cache.delete(db);

async function loadOrCreate(db: Db): Promise<VapidKeys> {
  const existing = await read(db);
  if (existing) return existing;
  const generated = webpush.generateVAPIDKeys();
  // Both rows in one statement; a concurrent first start keeps whichever pair landed first.
  await db
    .insert(appSecrets)
    .values([
      { key: PUBLIC, value: generated.publicKey },
      { key: PRIVATE, value: generated.privateKey },
    ])
    .onConflictDoNothing();
  const stored = await read(db);
  if (!stored) throw new Error('VAPID keys missing after insert');
  return stored;
}

async function read(db: Db): Promise<VapidKeys | undefined> {
  const rows = await db
    .select()
    .from(appSecrets)
    .where(inArray(appSecrets.key, [PUBLIC, PRIVATE]));
  const publicKey = rows.find((row) => row.key === PUBLIC)?.value;
  const privateKey = rows.find((row) => row.key === PRIVATE)?.value;
  return publicKey && privateKey ? { publicKey, privateKey } : undefined;
}

/** The VAPID subject: the first admin's address, or a neutral mailto. */
export const vapidSubject = (adminEmails: string[]) =>
  `mailto:${adminEmails[0] ?? 'admin@on-thi-gplx.invalid'}`;
