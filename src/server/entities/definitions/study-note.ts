/*
 * StudyNote: a learner's note and bookmark on one question. Owner-scoped, last writer wins by
 * updated_date (the sync engine compares), deletes are tombstones.
 */
import { baseEntity } from '../sql.js';
import type { EntityDefinition, Row } from '../types.js';
import { baseFields, bool, column, invalid, overlay, text } from './common.js';

function values(body: Row): Row {
  return {
    question_id: text(body, 'question_id', { max: 64, required: true }),
    note_text: text(body, 'note_text', { max: 5000 }),
    is_bookmarked: bool(body, 'is_bookmarked', false),
  };
}

export const studyNoteEntity: EntityDefinition = {
  name: 'StudyNote',
  table: 'study_notes',
  fields: {
    ...baseFields,
    question_id: column('question_id', 'string'),
    note_text: column('note_text', 'string'),
    is_bookmarked: column('is_bookmarked', 'boolean'),
  },
  readAccess: 'owner',
  adminReadsAll: false,
  writeAccess: 'owner',
  immutable: false,
  affectsStats: false,
  bodyFields: () => ['question_id', 'note_text', 'is_bookmarked'],
  ignoredFields: [],
  toEntity: (row) => ({
    ...baseEntity(row),
    question_id: row.question_id,
    note_text: row.note_text,
    is_bookmarked: row.is_bookmarked,
  }),
  create: async (_ctx, body) => values(body),
  update: async (_ctx, body, existing) => {
    const next = values(overlay(existing, body));
    if (next.question_id !== existing.question_id)
      throw invalid('question_id', 'không được thay đổi');
    return next;
  },
};
