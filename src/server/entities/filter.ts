/*
 * The filter language of ARCHITECTURE §6 compiled to SQL with bound parameters: equality, $ne $gt $gte
 * $lt $lte $in, $regex (+ $options 'i'), $or, $and; whitelisted fields only, depth ≤ 4, ≤ 50
 * conditions, and a guarded $regex (≤ 100 chars, no nested quantifiers). Anything else: invalid-filter.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ApiError } from '../http/errors.js';
import { bind } from './sql.js';
import type { CompareOp, EntityDefinition, FieldSpec } from './types.js';

export const MAX_FILTER_DEPTH = 4;
export const MAX_FILTER_CONDITIONS = 50;
export const MAX_REGEX_LENGTH = 100;

const OPS: Record<CompareOp, string> = {
  $eq: '=',
  $ne: '<>',
  $gt: '>',
  $gte: '>=',
  $lt: '<',
  $lte: '<=',
  $in: 'IN',
  $regex: '~',
};

export const invalidFilter = (message: string) => new ApiError(400, 'invalid-filter', message);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);

/** A group that is quantified and contains a quantifier, or a backreference: catastrophic shapes. */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*(?:[+*{]|\?(?!\?))/;

export function checkRegex(pattern: unknown): string {
  if (typeof pattern !== 'string') throw invalidFilter('$regex must be a string');
  if (pattern.length > MAX_REGEX_LENGTH) throw invalidFilter('$regex is too long');
  if (NESTED_QUANTIFIER.test(pattern) || /\\[1-9]/.test(pattern)) {
    throw invalidFilter('$regex with nested quantifiers is not allowed');
  }
  try {
    new RegExp(pattern);
  } catch {
    throw invalidFilter('$regex is not a valid pattern');
  }
  return pattern;
}

/** Coerces a filter value to the field's type (query strings arrive as text). */
export function coerce(spec: FieldSpec, value: unknown, field: string): unknown {
  if (value === null) return null;
  const fail = () => invalidFilter(`Value of ${field} must be a ${spec.type}`);
  switch (spec.type) {
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw fail();
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw fail();
    case 'date': {
      if (typeof value !== 'string' && typeof value !== 'number') throw fail();
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) throw fail();
      return date;
    }
    case 'string':
    case 'array':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw fail();
    default:
      throw fail();
  }
}

function compare(
  spec: FieldSpec,
  field: string,
  op: CompareOp,
  raw: unknown,
  caseInsensitive = false,
): SQL {
  if (spec.compare) {
    const custom = spec.compare(op, raw);
    if (!custom) throw invalidFilter(`Operator ${op} is not supported on ${field}`);
    return custom;
  }
  const expr = spec.expr;
  if (!expr) throw invalidFilter(`Field ${field} cannot be filtered`);
  if (op === '$regex') {
    const pattern = checkRegex(raw);
    return caseInsensitive ? sql`(${expr})::text ~* ${pattern}` : sql`(${expr})::text ~ ${pattern}`;
  }
  if (spec.type === 'array') {
    const contains = (v: unknown) =>
      sql`${expr} @> jsonb_build_array(${coerce(spec, v, field)}::text)`;
    if (op === '$eq') return raw === null ? sql`${expr} IS NULL` : contains(raw);
    if (op === '$ne') return sql`NOT (${contains(raw)})`;
    if (op === '$in' && Array.isArray(raw) && raw.length > 0) {
      return sql`(${sql.join(raw.map(contains), sql` OR `)})`;
    }
    throw invalidFilter(`Operator ${op} is not supported on ${field}`);
  }
  if (op === '$in') {
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > 1000) {
      throw invalidFilter(`$in on ${field} needs a non-empty list`);
    }
    const list = raw.map((v) => bind(coerce(spec, v, field)));
    return sql`${expr} IN (${sql.join(list, sql`, `)})`;
  }
  const value = coerce(spec, raw, field);
  if (value === null) {
    if (op === '$eq') return sql`${expr} IS NULL`;
    if (op === '$ne') return sql`${expr} IS NOT NULL`;
    throw invalidFilter(`Operator ${op} needs a value on ${field}`);
  }
  return sql`${expr} ${sql.raw(OPS[op])} ${bind(value)}`;
}

type Budget = { conditions: number };

function fieldConditions(
  def: EntityDefinition,
  field: string,
  value: unknown,
  budget: Budget,
): SQL[] {
  const spec = def.fields[field];
  if (!spec) throw invalidFilter(`Unknown field: ${field}`);
  const count = () => {
    budget.conditions += 1;
    if (budget.conditions > MAX_FILTER_CONDITIONS) throw invalidFilter('Too many conditions');
  };
  if (!isPlainObject(value)) {
    count();
    return [compare(spec, field, '$eq', value)];
  }
  const { $options, ...ops } = value;
  if ($options !== undefined && $options !== 'i' && $options !== '') {
    throw invalidFilter('$options may only be "i"');
  }
  if ($options !== undefined && !('$regex' in ops)) throw invalidFilter('$options needs $regex');
  const entries = Object.entries(ops);
  if (entries.length === 0) throw invalidFilter(`Empty condition on ${field}`);
  return entries.map(([op, operand]) => {
    if (!(op in OPS)) throw invalidFilter(`Unknown operator: ${op}`);
    count();
    return compare(spec, field, op as CompareOp, operand, $options === 'i');
  });
}

function compileNode(def: EntityDefinition, node: unknown, depth: number, budget: Budget): SQL {
  if (depth > MAX_FILTER_DEPTH) throw invalidFilter('Filter is nested too deeply');
  if (!isPlainObject(node)) throw invalidFilter('A filter must be an object');
  const parts: SQL[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === '$or' || key === '$and') {
      if (!Array.isArray(value) || value.length === 0) {
        throw invalidFilter(`${key} needs a non-empty list`);
      }
      const children = value.map((child) => compileNode(def, child, depth + 1, budget));
      parts.push(sql`(${sql.join(children, sql.raw(key === '$or' ? ' OR ' : ' AND '))})`);
    } else if (key.startsWith('$')) {
      throw invalidFilter(`Unknown operator: ${key}`);
    } else {
      parts.push(...fieldConditions(def, key, value, budget));
    }
  }
  return parts.length === 0 ? sql`TRUE` : sql`(${sql.join(parts, sql` AND `)})`;
}

/** Compiles a parsed filter object; throws invalid-filter for anything outside the language. */
export function compileFilter(def: EntityDefinition, filter: unknown): SQL {
  return compileNode(def, filter, 1, { conditions: 0 });
}
