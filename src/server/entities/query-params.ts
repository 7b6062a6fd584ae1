/*
 * Reading list parameters of SPEC §7: `q` (JSON filter), plain field=value equality params, `sort`
 * ('-field' descending, comma list), `limit` (default 100, max 1000), `offset`, `include_deleted`.
 * Produces SQL fragments with bound parameters for the repository.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ApiError } from '../http/errors.js';
import { compileFilter, invalidFilter } from './filter.js';
import type { EntityDefinition } from './types.js';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;
const RESERVED = new Set(['q', 'sort', 'limit', 'offset', 'include_deleted', 'skip']);

export type ListQuery = {
  where: SQL;
  orderBy: SQL;
  limit: number;
  offset: number;
  includeDeleted: boolean;
};

type RawQuery = Record<string, unknown>;

const single = (value: unknown): string | undefined => {
  if (Array.isArray(value)) return single(value[value.length - 1]);
  return typeof value === 'string' ? value : undefined;
};

function parseFilterObject(raw: unknown): unknown {
  if (raw === undefined || raw === '') return {};
  if (typeof raw !== 'string') throw invalidFilter('q must be one JSON object');
  if (raw.length > 10_000) throw invalidFilter('q is too long');
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw invalidFilter('q is not valid JSON');
  }
}

export function parseWhere(def: EntityDefinition, query: RawQuery): SQL {
  const filter = parseFilterObject(query.q);
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (RESERVED.has(key)) continue;
    const text = single(value);
    if (text === undefined) throw invalidFilter(`Bad value for ${key}`);
    plain[key] = text === 'null' ? null : text;
  }
  const parts = [compileFilter(def, filter)];
  if (Object.keys(plain).length > 0) parts.push(compileFilter(def, plain));
  return sql.join(parts, sql` AND `);
}

export function parseSort(def: EntityDefinition, raw: unknown): SQL {
  const text = single(raw) ?? '';
  const keys = text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (keys.length > 5) throw invalidFilter('Too many sort fields');
  const parts = keys.map((key) => {
    const descending = key.startsWith('-');
    const field = descending ? key.slice(1) : key.replace(/^\+/, '');
    const spec = def.fields[field];
    if (!spec?.expr || spec.type === 'array' || spec.type === 'object') {
      throw invalidFilter(`Cannot sort by ${field}`);
    }
    return descending ? sql`${spec.expr} DESC NULLS LAST` : sql`${spec.expr} ASC NULLS FIRST`;
  });
  if (!keys.some((k) => k.replace(/^[-+]/, '') === 'id')) parts.push(sql`id ASC`);
  return sql.join(parts, sql`, `);
}

function parseCount(raw: unknown, name: string, fallback: number, max: number): number {
  const text = single(raw);
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new ApiError(400, `invalid-${name}`, `${name} must be an integer from 0 to ${max}`);
  }
  return value;
}

export function parseListQuery(def: EntityDefinition, query: RawQuery): ListQuery {
  return {
    where: parseWhere(def, query),
    orderBy: parseSort(def, query.sort),
    limit: parseCount(query.limit, 'limit', DEFAULT_LIMIT, MAX_LIMIT),
    offset: parseCount(query.offset ?? query.skip, 'offset', 0, 10_000_000),
    includeDeleted: single(query.include_deleted) === 'true',
  };
}
