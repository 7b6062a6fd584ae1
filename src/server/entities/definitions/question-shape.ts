/*
 * The SPEC §3 shape of a questions row: option_a..d from the jsonb options, correct_answer as a letter,
 * chapter_name from the domain, category as the joined pools, image_url from the image hash.
 */
import { CHAPTERS, indexToLetter } from '../../../domain/question';
import { imageUrlFor } from '../grading.js';
import { baseEntity } from '../sql.js';
import type { Row } from '../types.js';

export function questionToEntity(row: Row): Row {
  const options = Array.isArray(row.options) ? (row.options as string[]) : [];
  const pools = Array.isArray(row.pools) ? (row.pools as string[]) : [];
  return {
    ...baseEntity(row),
    question_number: row.question_number,
    chapter_id: row.chapter_id,
    chapter_name: CHAPTERS.find((c) => c.id === row.chapter_id)?.name ?? '',
    is_critical: row.is_critical,
    category: pools.join(','),
    question_text: row.question_text,
    option_a: options[0] ?? '',
    option_b: options[1] ?? '',
    option_c: options[2] ?? '',
    option_d: options[3] ?? '',
    correct_answer: indexToLetter(Number(row.correct_answer)) ?? 'a',
    explanation: row.explanation,
    image_url: imageUrlFor(typeof row.image_hash === 'string' ? row.image_hash : null),
    image_alt: row.image_alt ?? null,
    pools,
    pool_critical: row.pool_critical ?? [],
  };
}
