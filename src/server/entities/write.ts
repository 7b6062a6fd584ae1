/*
 * The generic write engine: upsert by client id, update, tombstone — inside a caller's transaction.
 * Owner and timestamps are always the server's; another learner's id is a 404; immutable entities
 * return the stored row; natural-key twins (progress per question, unlock per achievement, one daily
 * completion per day) are merged or returned instead of failing.
 */
import { sql } from 'drizzle-orm';
import { ApiError } from '../http/errors.js';
import { canWrite, lockRow, recordNotFound } from './repository.js';
import { firstRow, ident, insertSql, sameValue, updateSql } from './sql.js';
import { SERVER_FIELDS, type EntityDefinition, type Row, type WriteContext } from './types.js';

export type WriteResult = { row: Row; changed: boolean };

const ID_PATTERN = /^[\w-]{1,64}$/;
const serverFields = new Set<string>(SERVER_FIELDS);

export function checkId(id: unknown): string {
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) {
    throw new ApiError(
      400,
      'validation-failed',
      'Trường id không hợp lệ (1–64 ký tự chữ, số, - hoặc _)',
    );
  }
  return id;
}

/** The body fields this caller may send; anything else is refused, server-computed ones dropped. */
export function cleanBody(
  def: EntityDefinition,
  ctx: WriteContext,
  body: Row,
  existing: Row | null,
): Row {
  const allowed = new Set(def.bodyFields(ctx.user, existing));
  const ignored = new Set(def.ignoredFields);
  const clean: Row = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'id' || key === '_deleted' || key === 'requestId' || ignored.has(key)) continue;
    if (!allowed.has(key)) {
      const why = serverFields.has(key) ? 'is set by the server' : 'is not writable here';
      throw new ApiError(400, 'field-not-allowed', `Field ${key} ${why}`);
    }
    clean[key] = value;
  }
  return clean;
}

/** Only the columns whose value differs. */
function changedColumns(existing: Row, values: Row): Row {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !sameValue(existing[key], value)),
  );
}

async function applyUpdate(
  ctx: WriteContext,
  def: EntityDefinition,
  existing: Row,
  values: Row,
): Promise<WriteResult> {
  const changes = changedColumns(existing, values);
  if (Object.keys(changes).length === 0) return { row: existing, changed: false };
  const id = String(existing.id);
  const row = await firstRow(
    ctx.tx,
    updateSql(def.table, id, { ...changes, updated_date: ctx.now }),
  );
  if (!row) throw recordNotFound();
  await def.afterWrite?.(ctx, 'update', existing, row);
  return { row, changed: true };
}

export async function tombstone(
  ctx: WriteContext,
  def: EntityDefinition,
  existing: Row,
): Promise<WriteResult> {
  if (existing.deleted_date) return { row: existing, changed: false };
  const id = String(existing.id);
  const row = await firstRow(
    ctx.tx,
    updateSql(def.table, id, { deleted_date: ctx.now, updated_date: ctx.now }),
  );
  if (!row) throw recordNotFound();
  await def.afterWrite?.(ctx, 'delete', existing, row);
  return { row, changed: true };
}

async function insertNew(
  ctx: WriteContext,
  def: EntityDefinition,
  id: string,
  body: Row,
): Promise<WriteResult | null> {
  const values = await def.create(ctx, body, id);
  if (def.twin) {
    const twin = await firstRow(
      ctx.tx,
      sql`SELECT * FROM ${ident(def.table)} WHERE created_by_id = ${ctx.user.id} AND ${def.twin(ctx, values)} FOR UPDATE`,
    );
    // The natural keys are unique over tombstones too: a mergeable twin is revived, others returned.
    if (twin) {
      if (!def.merge) return { row: twin, changed: false };
      const merged = def.merge(twin, values);
      return applyUpdate(
        ctx,
        def,
        twin,
        twin.deleted_date ? { ...merged, deleted_date: null } : merged,
      );
    }
  }
  const row = await firstRow(
    ctx.tx,
    insertSql(def.table, {
      created_date: ctx.now,
      ...values,
      id,
      updated_date: ctx.now,
      created_by_id: ctx.user.id,
      created_by: ctx.user.email,
    }),
  );
  if (!row) return null;
  await def.afterWrite?.(ctx, 'create', null, row);
  return { row, changed: true };
}

/** Create-or-update one item by id (bulk and POST data). `_deleted: true` tombstones it. */
export async function upsertItem(
  ctx: WriteContext,
  def: EntityDefinition,
  item: Row,
  attempt = 0,
): Promise<WriteResult | { row: null; id: string; changed: false }> {
  const id = checkId(item.id);
  const existing = await lockRow(ctx.tx, def, id);
  if (existing && !canWrite(def, ctx.user, existing)) throw recordNotFound();
  const body = cleanBody(def, ctx, item, existing ?? null);
  if (item._deleted === true) {
    return existing ? tombstone(ctx, def, existing) : { row: null, id, changed: false };
  }
  if (existing) {
    if (existing.deleted_date || def.immutable) return { row: existing, changed: false };
    return applyUpdate(ctx, def, existing, await def.update(ctx, body, existing));
  }
  const created = await insertNew(ctx, def, id, body);
  if (created) return created;
  // A concurrent transaction inserted the same id or natural key first: read it and go again.
  if (attempt > 0) throw new ApiError(409, 'write-conflict', 'Concurrent write, retry');
  return upsertItem(ctx, def, item, attempt + 1);
}

/** PUT update/:id — the record must exist, be writable by this caller and be live. */
export async function updateItem(
  ctx: WriteContext,
  def: EntityDefinition,
  id: string,
  changes: Row,
): Promise<WriteResult> {
  const existing = await lockRow(ctx.tx, def, checkId(id));
  if (!existing || existing.deleted_date || !canWrite(def, ctx.user, existing)) {
    throw recordNotFound();
  }
  const body = cleanBody(def, ctx, changes, existing);
  if (def.immutable) throw new ApiError(409, 'record-immutable', 'This record cannot be changed');
  return applyUpdate(ctx, def, existing, await def.update(ctx, body, existing));
}

/** DELETE delete/:id and bulk-delete: a tombstone; a missing id is a 404 unless `missingOk`. */
export async function deleteItem(
  ctx: WriteContext,
  def: EntityDefinition,
  id: string,
  missingOk = false,
): Promise<WriteResult | null> {
  const existing = await lockRow(ctx.tx, def, checkId(id));
  if (existing && !canWrite(def, ctx.user, existing)) throw recordNotFound();
  if (!existing) {
    if (missingOk) return null;
    throw recordNotFound();
  }
  return tombstone(ctx, def, existing);
}
