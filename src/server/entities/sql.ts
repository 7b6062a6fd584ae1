/*
 * Small SQL helpers shared by the entity repository: run a query on a database or a transaction, bind
 * a JS value with the right cast (jsonb, timestamptz), and build INSERT/UPDATE column lists. Every
 * value is a bound parameter; identifiers come from entity definitions only, never from requests.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../bank/bank-version.js';
import type { Row } from './types.js';

export async function rows<T = Row>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function firstRow<T = Row>(db: DbOrTx, query: SQL): Promise<T | undefined> {
  const [row] = await rows<T>(db, query);
  return row;
}

/** A bound parameter; Dates become timestamptz, arrays and objects jsonb. */
export function bind(value: unknown): SQL {
  if (value instanceof Date) return sql`${value.toISOString()}::timestamptz`;
  if (value !== null && typeof value === 'object') return sql`${JSON.stringify(value)}::jsonb`;
  if (value === undefined) return sql`NULL`;
  return sql`${value}`;
}

export const ident = (name: string): SQL => sql`${sql.identifier(name)}`;

export function insertSql(table: string, values: Row): SQL {
  const keys = Object.keys(values);
  const columns = sql.join(
    keys.map((k) => ident(k)),
    sql`, `,
  );
  const params = sql.join(
    keys.map((k) => bind(values[k])),
    sql`, `,
  );
  return sql`INSERT INTO ${ident(table)} (${columns}) VALUES (${params}) ON CONFLICT DO NOTHING RETURNING *`;
}

export function updateSql(table: string, id: string, values: Row): SQL {
  const sets = sql.join(
    Object.keys(values).map((k) => sql`${ident(k)} = ${bind(values[k])}`),
    sql`, `,
  );
  return sql`UPDATE ${ident(table)} SET ${sets} WHERE id = ${id} RETURNING *`;
}

/** Timestamps as ISO strings (null stays null); both drivers hand back Date objects. */
export const isoOrNull = (value: unknown): string | null => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value) return new Date(value).toISOString();
  return null;
};

/** Common server columns every entity exposes. */
export const baseEntity = (row: Row): Row => ({
  id: row.id,
  created_date: isoOrNull(row.created_date),
  updated_date: isoOrNull(row.updated_date),
  created_by_id: row.created_by_id ?? null,
  created_by: row.created_by ?? null,
  deleted_date: isoOrNull(row.deleted_date),
});

/** Same value for comparisons: Dates by time, objects by JSON. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (a instanceof Date || b instanceof Date) return isoOrNull(a) === isoOrNull(b);
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return a === b;
};
