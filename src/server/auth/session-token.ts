/*
 * Our session tokens: JWT signed with HS256 (the only algorithm accepted on verify), 7-day expiry,
 * `sub` = our user id, audience = the app id. The secret is JWT_SECRET or a random one generated once
 * and kept in app_secrets (key 'jwt_secret') so every replica and restart shares it.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { appSecrets } from '../db/schema.js';

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const SECRET_KEY = 'jwt_secret';
const encoder = new TextEncoder();
const cache = new WeakMap<Db, Promise<Uint8Array>>();

/** Reads (or creates once) the signing secret; cached per database handle. */
export function sessionSecret(config: ServerConfig, db: Db): Promise<Uint8Array> {
  if (config.jwtSecret) return Promise.resolve(encoder.encode(config.jwtSecret));
  let pending = cache.get(db);
  if (!pending) {
    pending = loadOrCreateSecret(db);
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}

async function loadOrCreateSecret(db: Db): Promise<Uint8Array> {
  await db
    .insert(appSecrets)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, SECRET_KEY));
  if (!row) throw new Error('jwt secret missing after insert');
  return encoder.encode(row.value);
}

export type SessionContext = { config: ServerConfig; db: Db; now: () => Date };

export async function signSessionToken(context: SessionContext, userId: string): Promise<string> {
  const secret = await sessionSecret(context.config, context.db);
  const issuedAt = Math.floor(context.now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setAudience(context.config.appId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
    .sign(secret);
}

/** The user id inside a valid token, or null for anything forged, expired or of another algorithm. */
export async function verifySessionToken(
  context: SessionContext,
  token: string,
): Promise<string | null> {
  const secret = await sessionSecret(context.config, context.db);
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: context.config.appId,
      currentDate: context.now(),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    return typeof payload.sub === 'string' && payload.sub ? payload.sub : null;
  } catch {
    return null;
  }
}
