/*
 * QuestionReport: a learner reports a problem with a question; admins read every report and set
 * status and reply. Learners see and change only their own reports.
 */
import { sql } from 'drizzle-orm';
import { ApiError } from '../../http/errors.js';
import { baseEntity, firstRow, isoOrNull } from '../sql.js';
import type { EntityDefinition, Row, WriteContext } from '../types.js';
import { baseFields, column, invalid, optionalText, overlay, text } from './common.js';

export const REPORT_STATUSES = ['open', 'resolved', 'rejected'] as const;
const LEARNER_FIELDS = ['question_id', 'reason', 'note'];
const ADMIN_FIELDS = ['status', 'reply'];

async function questionMustExist(ctx: WriteContext, questionId: string) {
  const found = await firstRow(ctx.tx, sql`SELECT id FROM questions WHERE id = ${questionId}`);
  if (!found) throw new ApiError(400, 'unknown-question', `Unknown question ${questionId}`);
}

function adminValues(ctx: WriteContext, body: Row, existing: Row | null): Row {
  const out: Row = {};
  if (body.status !== undefined) {
    const status = text(body, 'status', { max: 20 });
    if (!(REPORT_STATUSES as readonly string[]).includes(status)) {
      throw invalid('status', `phải là một trong ${REPORT_STATUSES.join(', ')}`);
    }
    out.status = status;
  }
  if (body.reply !== undefined) {
    out.reply = optionalText(body, 'reply', 5000);
    if (out.reply !== existing?.reply) {
      out.replied_by = ctx.user.email;
      out.replied_date = ctx.now;
    }
  }
  return out;
}

export const questionReportEntity: EntityDefinition = {
  name: 'QuestionReport',
  table: 'question_reports',
  fields: {
    ...baseFields,
    question_id: column('question_id', 'string'),
    reason: column('reason', 'string'),
    note: column('note', 'string'),
    status: column('status', 'string'),
    reply: column('reply', 'string'),
    replied_by: column('replied_by', 'string'),
    replied_date: column('replied_date', 'date'),
  },
  readAccess: 'owner',
  adminReadsAll: true,
  writeAccess: 'owner',
  immutable: false,
  affectsStats: false,
  bodyFields: (user, existing) => {
    const own = !existing || existing.created_by_id === user.id;
    const admin = user.role === 'admin';
    return [...(own ? LEARNER_FIELDS : []), ...(admin ? ADMIN_FIELDS : [])];
  },
  ignoredFields: [],
  toEntity: (row) => ({
    ...baseEntity(row),
    question_id: row.question_id,
    reason: row.reason,
    note: row.note,
    status: row.status,
    reply: row.reply ?? null,
    replied_by: row.replied_by ?? null,
    replied_date: isoOrNull(row.replied_date),
  }),
  create: async (ctx, body) => {
    const questionId = text(body, 'question_id', { max: 64, required: true });
    await questionMustExist(ctx, questionId);
    return {
      question_id: questionId,
      reason: text(body, 'reason', { max: 200, required: true }),
      note: text(body, 'note', { max: 2000 }),
      status: 'open',
      ...adminValues(ctx, body, null),
    };
  },
  update: async (ctx, body, existing) => {
    const out = adminValues(ctx, body, existing);
    if (existing.created_by_id === ctx.user.id) {
      const merged = overlay(existing, body);
      out.reason = text(merged, 'reason', { max: 200, required: true });
      out.note = text(merged, 'note', { max: 2000 });
      if (merged.question_id !== existing.question_id) {
        throw invalid('question_id', 'không được thay đổi');
      }
    }
    return out;
  },
};
