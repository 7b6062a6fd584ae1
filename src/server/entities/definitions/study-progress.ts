/*
 * StudyProgress: one row per (learner, question) — studied mark and answer counters. An upsert with a
 * new id for a question the learner already has merges into the stored row (max counts, studied if
 * either says so, latest timestamps), so two devices never fail or lose work. Drives studied count.
 */
import { sql } from 'drizzle-orm';
import { baseEntity, isoOrNull } from '../sql.js';
import type { EntityDefinition, Row } from '../types.js';
import { baseFields, bool, column, integer, invalid, overlay, text, timestamp } from './common.js';

const COUNTS = ['correct_count', 'wrong_count', 'correct_streak'] as const;
const TIMES = ['studied_at', 'last_answered_at', 'last_wrong_at'] as const;
const MAX_COUNT = 1_000_000;

function values(body: Row, now: Date): Row {
  const studied = bool(body, 'studied', false);
  const out: Row = {
    question_id: text(body, 'question_id', { max: 64, required: true }),
    studied,
  };
  for (const field of COUNTS)
    out[field] = integer(body, field, { min: 0, max: MAX_COUNT, fallback: 0 });
  for (const field of TIMES) out[field] = timestamp(body, field, now);
  if (studied && !out.studied_at) out.studied_at = now;
  return out;
}

const later = (a: unknown, b: unknown): Date | null => {
  const [x, y] = [isoOrNull(a), isoOrNull(b)];
  if (!x || !y) return x ? new Date(x) : y ? new Date(y) : null;
  return new Date(x > y ? x : y);
};

export function mergeProgress(stored: Row, incoming: Row): Row {
  const out: Row = { studied: stored.studied === true || incoming.studied === true };
  for (const field of COUNTS) out[field] = Math.max(Number(stored[field]), Number(incoming[field]));
  for (const field of TIMES) out[field] = later(stored[field], incoming[field]);
  // The first time a question was studied stays the earliest known.
  const firstStudied = [isoOrNull(stored.studied_at), isoOrNull(incoming.studied_at)]
    .filter((v): v is string => v !== null)
    .sort()[0];
  out.studied_at = firstStudied ? new Date(firstStudied) : null;
  return out;
}

export const studyProgressEntity: EntityDefinition = {
  name: 'StudyProgress',
  table: 'study_progress',
  fields: {
    ...baseFields,
    question_id: column('question_id', 'string'),
    studied: column('studied', 'boolean'),
    studied_at: column('studied_at', 'date'),
    correct_count: column('correct_count', 'number'),
    wrong_count: column('wrong_count', 'number'),
    correct_streak: column('correct_streak', 'number'),
    last_answered_at: column('last_answered_at', 'date'),
    last_wrong_at: column('last_wrong_at', 'date'),
  },
  readAccess: 'owner',
  adminReadsAll: false,
  writeAccess: 'owner',
  immutable: false,
  affectsStats: true,
  bodyFields: () => ['question_id', 'studied', ...COUNTS, ...TIMES],
  ignoredFields: [],
  toEntity: (row) => ({
    ...baseEntity(row),
    question_id: row.question_id,
    studied: row.studied,
    studied_at: isoOrNull(row.studied_at),
    correct_count: row.correct_count,
    wrong_count: row.wrong_count,
    correct_streak: row.correct_streak,
    last_answered_at: isoOrNull(row.last_answered_at),
    last_wrong_at: isoOrNull(row.last_wrong_at),
  }),
  create: async (ctx, body) => values(body, ctx.now),
  // Same id: the device's current state wins (it merged on pull), so unmarking 'studied' works.
  update: async (ctx, body, existing) => {
    const next = values(overlay(existing, body), ctx.now);
    if (next.question_id !== existing.question_id)
      throw invalid('question_id', 'không được thay đổi');
    if (!next.studied && body.studied_at === undefined) next.studied_at = null;
    return next;
  },
  twin: (_ctx, v) => sql`question_id = ${String(v.question_id)}`,
  merge: mergeProgress,
};
