/*
 * Admin writes of Question: validation of the SPEC form fields (≥ 2 options, correct answer pointing
 * at a non-empty option, chapter 1–6, a number unique among live questions), and after every change a
 * question_audit row and a bank version bump in the same transaction.
 */
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { firstText, letterToIndex, optionLetters } from '../../../domain/question';
import { bumpBankVersion } from '../../bank/bank-version.js';
import { ApiError } from '../../http/errors.js';
import { bankImageForUpload } from '../../uploads/uploads-repository.js';
import { firstRow } from '../sql.js';
import type { Row, WriteContext, WriteKind } from '../types.js';
import { bool, integer, invalid, optionalText, stringList, text } from './common.js';
import { questionToEntity } from './question-shape.js';

export const QUESTION_BODY_FIELDS = [
  'question_number',
  'chapter_id',
  'is_critical',
  'question_text',
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct_answer',
  'explanation',
  'image_url',
  'image_alt',
  'pools',
  'pool_critical',
  'category',
];

const IMAGE_URL = /^(?:https?:\/\/[^/]+)?\/(api\/bank\/images|files)\/([\w-]{1,128})$/;

function readOptions(body: Row): string[] {
  const options = optionLetters.map((l) => firstText(body[`option_${l}`]));
  options.forEach((o, i) => {
    if (o.length > 2000) throw invalid(`option_${optionLetters[i] ?? ''}`, 'dài tối đa 2000 ký tự');
  });
  while (options.length > 0 && options[options.length - 1] === '') options.pop();
  if (options.filter((o) => o !== '').length < 2) {
    throw invalid('option_a', 'và các phương án: cần ít nhất 2 phương án không trống');
  }
  return options;
}

async function readImage(ctx: WriteContext, body: Row): Promise<string | null> {
  const url = body.image_url;
  if (url === undefined || url === null || url === '') return null;
  const match = typeof url === 'string' ? IMAGE_URL.exec(url) : null;
  if (!match?.[2]) {
    throw invalid('image_url', 'phải là ảnh đã tải lên (/files/…) hoặc ảnh của ngân hàng');
  }
  // An upload (/files/<hash>) was copied into question_images when it was uploaded.
  const found =
    match[1] === 'files'
      ? { hash: await bankImageForUpload(ctx.tx, match[2]) }
      : await firstRow(ctx.tx, sql`SELECT hash FROM question_images WHERE hash = ${match[2]}`);
  if (!found?.hash) throw invalid('image_url', 'trỏ tới ảnh không tồn tại');
  return String(found.hash);
}

async function questionValues(ctx: WriteContext, body: Row, selfId: string): Promise<Row> {
  const questionText = text(
    body.question_text === undefined ? { question_text: body.question } : body,
    'question_text',
    { max: 5000, required: true },
  );
  const number = integer(body, 'question_number', { min: 1, max: 100_000 });
  const options = readOptions(body);
  const answer =
    typeof body.correct_answer === 'string' ? letterToIndex(body.correct_answer) : null;
  if (answer === null || !options[answer - 1]) {
    throw invalid('correct_answer', 'phải là A–D và trỏ tới một phương án không trống');
  }
  const categoryPools =
    typeof body.category === 'string'
      ? body.category
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)
      : undefined;
  const duplicate = await firstRow(
    ctx.tx,
    sql`SELECT id FROM questions WHERE question_number = ${number} AND deleted_date IS NULL AND id <> ${selfId}`,
  );
  if (duplicate) throw new ApiError(409, 'duplicate-number', `Câu số ${number} đã tồn tại`);
  return {
    question_number: number,
    chapter_id: integer(body, 'chapter_id', { min: 1, max: 6 }),
    is_critical: bool(body, 'is_critical', false),
    question_text: questionText,
    options,
    correct_answer: answer,
    explanation: text(body, 'explanation', { max: 10_000 }),
    image_hash: await readImage(ctx, body),
    image_alt: optionalText(body, 'image_alt', 500),
    pools: stringList(body, 'pools', 20) ?? categoryPools ?? [],
    pool_critical: stringList(body, 'pool_critical', 20) ?? [],
  };
}

export const createQuestion = (ctx: WriteContext, body: Row, id: string) =>
  questionValues(ctx, body, id);

/** Partial update: the stored entity overlaid with the changes, validated as a whole. */
export const updateQuestion = (ctx: WriteContext, body: Row, existing: Row) => {
  const current = questionToEntity(existing);
  const merged: Row = { ...current, ...body };
  if (body.question !== undefined && body.question_text === undefined) {
    merged.question_text = body.question;
  }
  if (body.category !== undefined && body.pools === undefined) delete merged.pools;
  return questionValues(ctx, merged, String(existing.id));
};

export async function questionAfterWrite(
  ctx: WriteContext,
  kind: WriteKind,
  before: Row | null,
  after: Row,
): Promise<void> {
  const id = String(after.id);
  const version = await bumpBankVersion(ctx.tx, {
    actor: ctx.user.email,
    note: `Question ${id}: ${kind}`,
  });
  await ctx.tx.execute(sql`UPDATE questions SET bank_version = ${version} WHERE id = ${id}`);
  await ctx.tx.execute(
    sql`INSERT INTO question_audit (id, question_id, action, actor_id, actor, before, after, created_date) VALUES (${uuidv7()}, ${id}, ${kind}, ${ctx.user.id}, ${ctx.user.email}, ${before ? JSON.stringify(questionToEntity(before)) : null}::jsonb, ${JSON.stringify(questionToEntity(after))}::jsonb, ${ctx.now.toISOString()}::timestamptz)`,
  );
}
