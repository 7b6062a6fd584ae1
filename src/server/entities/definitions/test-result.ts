/*
 * TestResult: a finished exam, re-graded on the server (../grading.ts) and immutable afterwards; a
 * second upsert of the same id returns the stored row. Client figures (correct_answers, passed, …)
 * are accepted in the body and ignored.
 */
import { gradeTestResult } from '../grading.js';
import { baseEntity } from '../sql.js';
import type { EntityDefinition } from '../types.js';
import { baseFields, column } from './common.js';

export const testResultEntity: EntityDefinition = {
  name: 'TestResult',
  table: 'test_results',
  fields: {
    ...baseFields,
    license_category: column('license_category', 'string'),
    mode: column('mode', 'string'),
    total_questions: column('total_questions', 'number'),
    correct_answers: column('correct_answers', 'number'),
    pass_mark: column('pass_mark', 'number'),
    time_spent: column('time_spent', 'number'),
    passed: column('passed', 'boolean'),
    answers: { type: 'array' },
    user_id: column('user_id', 'string'),
  },
  readAccess: 'owner',
  adminReadsAll: false,
  writeAccess: 'owner',
  immutable: true,
  affectsStats: true,
  bodyFields: () => ['license_category', 'mode', 'answers', 'time_spent', 'created_date'],
  ignoredFields: ['total_questions', 'correct_answers', 'pass_mark', 'passed'],
  toEntity: (row) => ({
    ...baseEntity(row),
    license_category: row.license_category,
    mode: row.mode,
    total_questions: row.total_questions,
    correct_answers: row.correct_answers,
    pass_mark: row.pass_mark,
    time_spent: row.time_spent,
    passed: row.passed,
    answers: row.answers,
    user_id: row.user_id,
  }),
  create: gradeTestResult,
  update: async () => ({}),
};
