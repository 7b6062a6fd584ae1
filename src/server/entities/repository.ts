/*
 * Generic reads over any entity definition: the ownership scope (anonymous → public entities only,
 * learners → their own rows, admins → every report), tombstones hidden unless asked for, and the
 * compiled filter/sort/limit. The only SQL callers for entity reads.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/current-user.js';
import type { DbOrTx } from '../bank/bank-version.js';
import { ApiError } from '../http/errors.js';
import type { ListQuery } from './query-params.js';
import { firstRow, ident, rows } from './sql.js';
import type { EntityDefinition, Row } from './types.js';

export const recordNotFound = () => new ApiError(404, 'record-not-found', 'Record not found');

/** Rows this caller may read; 401 for anonymous callers of private entities. */
export function readScope(def: EntityDefinition, user: AuthUser | null): SQL {
  if (def.readAccess === 'public') return sql`TRUE`;
  if (!user) throw new ApiError(401, 'unauthenticated', 'Sign-in required');
  if (def.adminReadsAll && user.role === 'admin') return sql`TRUE`;
  return sql`created_by_id = ${user.id}`;
}

/** Whether this caller may change an existing row. */
export function canWrite(def: EntityDefinition, user: AuthUser, row: Row): boolean {
  if (def.writeAccess === 'admin') return user.role === 'admin';
  if (row.created_by_id === user.id) return true;
  return def.adminReadsAll && user.role === 'admin';
}

const live = (includeDeleted: boolean) => (includeDeleted ? sql`TRUE` : sql`deleted_date IS NULL`);

export async function listRows(
  db: DbOrTx,
  def: EntityDefinition,
  user: AuthUser | null,
  query: ListQuery,
): Promise<Row[]> {
  return rows(
    db,
    sql`SELECT * FROM ${ident(def.table)} WHERE ${readScope(def, user)} AND ${live(query.includeDeleted)} AND ${query.where} ORDER BY ${query.orderBy} LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
}

export async function countRows(
  db: DbOrTx,
  def: EntityDefinition,
  user: AuthUser | null,
  query: ListQuery,
): Promise<number> {
  const row = await firstRow<{ n: number | string }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${ident(def.table)} WHERE ${readScope(def, user)} AND ${live(query.includeDeleted)} AND ${query.where}`,
  );
  return Number(row?.n ?? 0);
}

/** One readable row by id; another learner's row is indistinguishable from a missing one. */
export async function getRow(
  db: DbOrTx,
  def: EntityDefinition,
  user: AuthUser | null,
  id: string,
  includeDeleted: boolean,
): Promise<Row> {
  const row = await firstRow(
    db,
    sql`SELECT * FROM ${ident(def.table)} WHERE id = ${id} AND ${readScope(def, user)} AND ${live(includeDeleted)}`,
  );
  if (!row) throw recordNotFound();
  return row;
}

/** Any row by id (every owner, tombstones too), locked for the write transaction. */
export async function lockRow(db: DbOrTx, def: EntityDefinition, id: string) {
  return firstRow(db, sql`SELECT * FROM ${ident(def.table)} WHERE id = ${id} FOR UPDATE`);
}

/** Whether any row (any owner, tombstones too) has this id. */
export async function idExists(db: DbOrTx, def: EntityDefinition, id: string): Promise<boolean> {
  return Boolean(await firstRow(db, sql`SELECT id FROM ${ident(def.table)} WHERE id = ${id}`));
}
