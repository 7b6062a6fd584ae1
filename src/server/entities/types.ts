/*
 * The shape of a declarative entity definition (SPEC §7, ARCHITECTURE §6): table, exposed fields with
 * types and SQL expressions (the filter whitelist), who may read and write, and the write hooks that
 * validate bodies and compute trusted values. The generic repository in ./repository.ts runs them.
 */
import type { SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/current-user.js';
import type { DbOrTx } from '../bank/bank-version.js';

export type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'array' | 'object';
export type Row = Record<string, unknown>;
export type CompareOp = '$eq' | '$ne' | '$gt' | '$gte' | '$lt' | '$lte' | '$in' | '$regex';

export type FieldSpec = {
  type: FieldType;
  /** SQL expression filters and sorts use; absent → the field can be neither filtered nor sorted. */
  expr?: SQL;
  /** Custom comparison (e.g. Question.category); return undefined to refuse an operator. */
  compare?: (op: CompareOp, value: unknown) => SQL | undefined;
};

export type WriteContext = { tx: DbOrTx; user: AuthUser; now: Date };
export type WriteKind = 'create' | 'update' | 'delete';

export type EntityDefinition = {
  name: string;
  table: string;
  fields: Record<string, FieldSpec>;
  /** public: anyone reads; owner: only the owner (admins too when adminReadsAll). */
  readAccess: 'public' | 'owner';
  adminReadsAll: boolean;
  /** admin: only admins write; owner: a signed-in learner writes its own rows. */
  writeAccess: 'admin' | 'owner';
  /** Results, unlocks and daily completions: a second upsert returns the stored row unchanged. */
  immutable: boolean;
  /** Writes change the learner's derived numbers (src/server/stats/recompute.ts). */
  affectsStats: boolean;
  /** Body fields this caller may send (creating when existing is null). */
  bodyFields: (user: AuthUser, existing: Row | null) => readonly string[];
  /** Fields accepted in a body and ignored because the server computes them. */
  ignoredFields: readonly string[];
  toEntity: (row: Row) => Row;
  /** Column values of a new row (without id, owner and timestamps). */
  create: (ctx: WriteContext, body: Row, id: string) => Promise<Row>;
  /** Changed columns for an existing row (empty object: nothing to change). */
  update: (ctx: WriteContext, body: Row, existing: Row) => Promise<Row>;
  /** A row of the same owner (tombstones too) colliding on a natural key (question, achievement, day). */
  twin?: (ctx: WriteContext, values: Row) => SQL;
  /** Columns to set on the twin when merging; absent → the twin is returned unchanged. */
  merge?: (twin: Row, values: Row) => Row;
  /** Audit, bank version: runs in the write transaction after every change. */
  afterWrite?: (
    ctx: WriteContext,
    kind: WriteKind,
    before: Row | null,
    after: Row,
  ) => Promise<void>;
};

/** Columns only the server sets; present in a body they are refused with field-not-allowed. */
export const SERVER_FIELDS = [
  'created_by_id',
  'created_by',
  'user_id',
  'created_date',
  'updated_date',
  'deleted_date',
] as const;
