/*
 * Question.search: the admin search of SPEC §2 on the server. A query of digits ('12', '#12',
 * 'câu 12') matches that question number; otherwise every word, folded like src/domain's
 * foldForSearch (no diacritics, đ→d, lower case), must occur in the folded text or options
 * (search_text, a generated column of migration 0003_admin_search).
 */
import { sql } from 'drizzle-orm';
import { foldForSearch } from '../../../domain/question';
import { invalidFilter } from '../filter.js';
import type { CompareOp, FieldSpec } from '../types.js';

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(value: unknown) {
  if (typeof value !== 'string' || value.length > 200) {
    throw invalidFilter('search must be a string of at most 200 characters');
  }
  const folded = foldForSearch(value);
  if (folded === '') return sql`TRUE`;
  const numberQuery = /^(?:#|cau\s?)?(\d{1,6})$/.exec(folded);
  if (numberQuery) return sql`question_number = ${Number(numberQuery[1])}`;
  const words = folded.split(' ').slice(0, 10);
  return sql`(${sql.join(
    words.map((w) => sql`search_text LIKE ${`%${escapeLike(w)}%`}`),
    sql` AND `,
  )})`;
}

export const searchField: FieldSpec = {
  type: 'string',
  compare: (op: CompareOp, value: unknown) =>
    op === '$eq' || op === '$regex' ? searchCondition(value) : undefined,
};
