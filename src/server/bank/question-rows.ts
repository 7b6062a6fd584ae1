/*
 * Mapping between `questions` rows and the domain's QuestionRecord (the shape devices store), and the
 * content comparison the importer uses to decide whether a question changed.
 */
import type { InferSelectModel } from 'drizzle-orm';
import { isChapterId, type QuestionRecord } from '../../domain/question';
import type { questions } from '../db/schema.js';

export type QuestionRow = InferSelectModel<typeof questions>;

export function rowToRecord(row: QuestionRow): QuestionRecord {
  return {
    id: row.id,
    number: row.question_number,
    chapter: isChapterId(row.chapter_id) ? row.chapter_id : 1,
    critical: row.is_critical,
    text: row.question_text,
    options: row.options,
    answer: row.correct_answer,
    explanation: row.explanation,
    imageHash: row.image_hash,
    imageAlt: row.image_alt ?? '',
    pools: row.pools,
    poolCritical: row.pool_critical,
    updatedDate: row.updated_date.toISOString(),
  };
}

/** The columns written for a record (timestamps and bank_version are set by the caller). */
export function recordColumns(record: QuestionRecord) {
  return {
    id: record.id,
    question_number: record.number,
    chapter_id: record.chapter,
    is_critical: record.critical,
    question_text: record.text,
    options: record.options,
    correct_answer: record.answer,
    explanation: record.explanation,
    image_hash: record.imageHash,
    image_alt: record.imageAlt,
    pools: record.pools,
    pool_critical: record.poolCritical,
  };
}

const sorted = (list: readonly string[]) => [...list].sort();

/** True when two records say the same thing (pool lists compared as sets, dates ignored). */
export function sameContent(a: QuestionRecord, b: QuestionRecord): boolean {
  return (
    a.id === b.id &&
    a.number === b.number &&
    a.chapter === b.chapter &&
    a.critical === b.critical &&
    a.text === b.text &&
    JSON.stringify(a.options) === JSON.stringify(b.options) &&
    a.answer === b.answer &&
    a.explanation === b.explanation &&
    a.imageHash === b.imageHash &&
    a.imageAlt === b.imageAlt &&
    JSON.stringify(sorted(a.pools)) === JSON.stringify(sorted(b.pools)) &&
    JSON.stringify(sorted(a.poolCritical)) === JSON.stringify(sorted(b.poolCritical))
  );
}
