/*
 * The two short-lived sign-in records: auth_flows (state, PKCE verifier, nonce and returnUrl of an
 * OIDC login, 10 minutes) and auth_handoffs (the one-time tempId the browser trades for its token,
 * 60 seconds, single use — the token is wiped when redeemed).
 */
import { randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { authFlows, authHandoffs } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

export const FLOW_TTL_MS = 10 * 60 * 1000;
export const HANDOFF_TTL_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PendingFlow = { state: string; codeVerifier: string; nonce: string; returnUrl: string };

export async function saveFlow(db: Db, flow: PendingFlow, now: Date): Promise<void> {
  await db.delete(authFlows).where(lt(authFlows.expires_at, now));
  await db.insert(authFlows).values({
    state: flow.state,
    code_verifier: flow.codeVerifier,
    nonce: flow.nonce,
    return_url: flow.returnUrl,
    expires_at: new Date(now.getTime() + FLOW_TTL_MS),
  });
}

/** Removes and returns the flow for this state; null when unknown or expired. */
export async function takeFlow(db: Db, state: string, now: Date): Promise<PendingFlow | null> {
  const [row] = await db.delete(authFlows).where(eq(authFlows.state, state)).returning();
  if (!row || row.expires_at.getTime() <= now.getTime()) return null;
  return {
    state: row.state,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    returnUrl: row.return_url,
  };
}

export async function createHandoff(
  db: Db,
  token: string,
  returnUrl: string,
  now: Date,
): Promise<string> {
  await db
    .delete(authHandoffs)
    .where(lt(authHandoffs.expires_at, new Date(now.getTime() - DAY_MS)));
  const tempId = randomBytes(32).toString('base64url');
  await db.insert(authHandoffs).values({
    temp_id: tempId,
    token,
    return_url: returnUrl,
    expires_at: new Date(now.getTime() + HANDOFF_TTL_MS),
  });
  return tempId;
}

/** Trades a tempId for its token exactly once; throws temp-id-unknown / -used / -expired. */
export async function redeemHandoff(db: Db, tempId: string, now: Date): Promise<string> {
  const at = now.toISOString();
  const redeemed = await queryRows<{ token: string }>(
    db,
    sql`UPDATE auth_handoffs AS h SET used_at = ${at}::timestamptz, token = ''
        FROM (SELECT temp_id, token FROM auth_handoffs WHERE temp_id = ${tempId} FOR UPDATE) AS old
        WHERE h.temp_id = old.temp_id AND h.used_at IS NULL AND h.expires_at > ${at}::timestamptz
        RETURNING old.token AS token`,
  );
  const token = redeemed[0]?.token;
  if (token) return token;
  const [row] = await db.select().from(authHandoffs).where(eq(authHandoffs.temp_id, tempId));
  if (!row) throw new ApiError(400, 'temp-id-unknown', 'Unknown sign-in code');
  if (row.used_at) throw new ApiError(410, 'temp-id-used', 'This sign-in code was already used');
  throw new ApiError(410, 'temp-id-expired', 'This sign-in code has expired');
}
