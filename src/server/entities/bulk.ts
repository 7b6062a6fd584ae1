/*
 * POST bulk and DELETE bulk-delete: all-or-nothing per request (one transaction) and idempotent. With
 * an Idempotency-Key (or body requestId) the first transaction claims (user, entity, key) in
 * bulk_requests; a concurrent replay waits on that row and then returns the stored response.
 */
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/current-user.js';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import { firstRow, isoOrNull } from './sql.js';
import { runWrite } from './transaction.js';
import type { EntityDefinition, Row, WriteContext } from './types.js';
import { checkId, deleteItem, upsertItem } from './write.js';

export const MAX_BULK_ITEMS = 500;

export type BulkResponse = { items: Row[]; count: number };
export type BulkDeleteResponse = { ids: string[]; count: number };

const isObject = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);

export function requestKey(header: unknown, body: unknown): string | null {
  const raw = typeof header === 'string' ? header : isObject(body) ? body.requestId : undefined;
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || raw.length > 200) {
    throw new ApiError(400, 'validation-failed', 'Idempotency-Key không hợp lệ (tối đa 200 ký tự)');
  }
  return raw;
}

function listFrom(body: unknown, field: 'items' | 'ids'): unknown[] {
  const list = isObject(body) ? body[field] : undefined;
  if (!Array.isArray(list)) {
    throw new ApiError(400, 'validation-failed', `Trường ${field} phải là một danh sách`);
  }
  if (list.length > MAX_BULK_ITEMS) {
    throw new ApiError(400, 'too-many-items', `At most ${MAX_BULK_ITEMS} items per request`);
  }
  return list;
}

/** Claims the key; returns the stored response when another request already holds it. */
async function claimKey(ctx: WriteContext, entity: string, key: string): Promise<unknown> {
  const claimed = await firstRow(
    ctx.tx,
    sql`INSERT INTO bulk_requests (user_id, entity, request_key, response, created_date) VALUES (${ctx.user.id}, ${entity}, ${key}, 'null'::jsonb, ${ctx.now.toISOString()}::timestamptz) ON CONFLICT DO NOTHING RETURNING user_id`,
  );
  if (claimed) return undefined;
  const stored = await firstRow<{ response: unknown }>(
    ctx.tx,
    sql`SELECT response FROM bulk_requests WHERE user_id = ${ctx.user.id} AND entity = ${entity} AND request_key = ${key}`,
  );
  // Stored as a JSON string inside jsonb so a replay keeps the original key order byte for byte.
  const response = stored?.response;
  return typeof response === 'string' ? (JSON.parse(response) as unknown) : undefined;
}

async function storeResponse(ctx: WriteContext, entity: string, key: string, response: unknown) {
  await ctx.tx.execute(
    sql`UPDATE bulk_requests SET response = ${JSON.stringify(JSON.stringify(response))}::jsonb WHERE user_id = ${ctx.user.id} AND entity = ${entity} AND request_key = ${key}`,
  );
}

async function idempotent<T>(
  db: Db,
  def: EntityDefinition,
  user: AuthUser,
  now: Date,
  key: string | null,
  entity: string,
  work: (ctx: WriteContext) => Promise<{ value: T; changed: boolean }>,
): Promise<T> {
  return runWrite(db, def, user, now, async (ctx) => {
    if (key) {
      const replay = await claimKey(ctx, entity, key);
      if (replay !== undefined && replay !== null) return { value: replay as T, changed: false };
    }
    const outcome = await work(ctx);
    // Round-trip through JSON so the first answer is byte-identical to every replay.
    const value = JSON.parse(JSON.stringify(outcome.value)) as T;
    if (key) await storeResponse(ctx, entity, key, value);
    return { value, changed: outcome.changed };
  });
}

export async function bulkUpsert(
  db: Db,
  def: EntityDefinition,
  user: AuthUser,
  now: Date,
  body: unknown,
  key: string | null,
): Promise<BulkResponse> {
  const items = listFrom(body, 'items');
  items.forEach((item) => {
    if (!isObject(item))
      throw new ApiError(400, 'validation-failed', 'Mỗi mục phải là một đối tượng');
    checkId(item.id);
  });
  return idempotent(db, def, user, now, key, def.name, async (ctx) => {
    const out: Row[] = [];
    let changed = false;
    for (const item of items as Row[]) {
      const result = await upsertItem(ctx, def, item);
      changed ||= result.changed;
      out.push(
        result.row
          ? def.toEntity(result.row)
          : { id: result.id, deleted_date: isoOrNull(now), _deleted: true },
      );
    }
    return { value: { items: out, count: out.length }, changed };
  });
}

export async function bulkDelete(
  db: Db,
  def: EntityDefinition,
  user: AuthUser,
  now: Date,
  body: unknown,
  key: string | null,
): Promise<BulkDeleteResponse> {
  const ids = listFrom(body, 'ids').map(checkId);
  return idempotent(db, def, user, now, key, `${def.name}:delete`, async (ctx) => {
    let changed = false;
    for (const id of ids) {
      const result = await deleteItem(ctx, def, id, true);
      changed ||= result?.changed ?? false;
    }
    return { value: { ids, count: ids.length }, changed };
  });
}
