/*
 * Question: the bank as an entity (public read, admin write). Rows keep options as jsonb and a 1-based
 * answer; the entity exposes the SPEC §3 shape (option_a..d, correct_answer 'a'..'d', chapter_name,
 * category, image_url). `category` filters by pool (car classes: every question).
 */
import { sql, type SQL } from 'drizzle-orm';
import { findLicence } from '../../../domain/licence-catalogue';
import { letterToIndex } from '../../../domain/question';
import { checkRegex, invalidFilter } from '../filter.js';
import type { CompareOp, EntityDefinition, FieldSpec } from '../types.js';
import { baseFields, column } from './common.js';
import { searchField } from './question-search.js';
import { questionToEntity } from './question-shape.js';
import {
  createQuestion,
  questionAfterWrite,
  QUESTION_BODY_FIELDS,
  updateQuestion,
} from './question-write.js';

const POOL_NAMES: Record<string, readonly string[]> = {
  A1: ['A1', 'A'],
  A: ['A', 'A1'],
  B1: ['B1'],
};

/** Rows of a licence class: its pool (A and A1 stand in for each other); car classes: all. */
function inCategory(value: unknown): SQL {
  if (typeof value !== 'string') throw invalidFilter('category must be a string');
  const pool = findLicence(value)?.pool;
  if (pool === 'all') return sql`TRUE`;
  const names = (pool && POOL_NAMES[pool]) ?? [value];
  return sql`(${sql.join(
    names.map((n) => sql`pools @> jsonb_build_array(${n}::text)`),
    sql` OR `,
  )})`;
}

const categoryField: FieldSpec = {
  type: 'string',
  compare: (op: CompareOp, value: unknown) => {
    if (op === '$eq') return inCategory(value);
    if (op === '$ne') return sql`NOT ${inCategory(value)}`;
    if (op === '$in' && Array.isArray(value) && value.length > 0 && value.length <= 20) {
      return sql`(${sql.join(value.map(inCategory), sql` OR `)})`;
    }
    if (op === '$regex') return sql`pools::text ~* ${checkRegex(value)}`;
    return undefined;
  },
};

const correctAnswerField: FieldSpec = {
  type: 'string',
  compare: (op: CompareOp, value: unknown) => {
    const index = (v: unknown) => {
      const i = typeof v === 'string' ? letterToIndex(v) : null;
      if (i === null) throw invalidFilter('correct_answer must be a..d');
      return i;
    };
    if (op === '$eq') return sql`correct_answer = ${index(value)}`;
    if (op === '$ne') return sql`correct_answer <> ${index(value)}`;
    if (op === '$in' && Array.isArray(value) && value.length > 0 && value.length <= 4) {
      return sql`correct_answer IN (${sql.join(
        value.map((v) => sql`${index(v)}`),
        sql`, `,
      )})`;
    }
    return undefined;
  },
};

const option = (i: number): FieldSpec => ({
  type: 'string',
  expr: sql`(options->>${sql.raw(String(i))})`,
});

export const questionEntity: EntityDefinition = {
  name: 'Question',
  table: 'questions',
  fields: {
    ...baseFields,
    question_number: column('question_number', 'number'),
    chapter_id: column('chapter_id', 'number'),
    chapter_name: { type: 'string' },
    is_critical: column('is_critical', 'boolean'),
    category: categoryField,
    question_text: column('question_text', 'string'),
    option_a: option(0),
    option_b: option(1),
    option_c: option(2),
    option_d: option(3),
    correct_answer: correctAnswerField,
    explanation: column('explanation', 'string'),
    image_url: { type: 'string' },
    image_alt: column('image_alt', 'string'),
    pools: column('pools', 'array'),
    pool_critical: column('pool_critical', 'array'),
    /** Admin search: folded words or a question number (filter only, never returned). */
    search: searchField,
  },
  readAccess: 'public',
  adminReadsAll: false,
  writeAccess: 'admin',
  immutable: false,
  affectsStats: false,
  bodyFields: () => QUESTION_BODY_FIELDS,
  ignoredFields: ['chapter_name'],
  toEntity: questionToEntity,
  create: createQuestion,
  update: updateQuestion,
  afterWrite: questionAfterWrite,
};
