/*
 * Re-grading a submitted test on the server (trusted numbers): the client's answers are matched to the
 * server's questions and scored with src/domain/scoring.ts; the pass mark comes from the rule set in
 * force on the result's day (or the studied-test rule). Client figures are never read.
 */
import { inArray } from 'drizzle-orm';
import { indexToLetter, letterToIndex, optionLetters } from '../../domain/question';
import { examRuleFor, ruleSetInForce, studiedExamRule } from '../../domain/rule-sets';
import { MAX_TIME_SPENT_SECONDS, scoreExam } from '../../domain/scoring';
import { vnDayKey } from '../../domain/vn-date';
import { rowToRecord } from '../bank/question-rows.js';
import { questions } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { invalid, text } from './definitions/common.js';
import type { Row, WriteContext } from './types.js';

export const MAX_ANSWERS = 100;
export const TEST_MODES = ['exam', 'studied'] as const;

export const imageUrlFor = (hash: string | null | undefined) =>
  hash ? `/api/bank/images/${hash}` : null;

type SubmittedAnswer = { questionId: string; selected: number | null };

function readAnswers(value: unknown): SubmittedAnswer[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ANSWERS) {
    throw invalid('answers', `phải là danh sách 1–${MAX_ANSWERS} câu trả lời`);
  }
  const seen = new Set<string>();
  return value.map((item: unknown) => {
    const answer = (item ?? {}) as Row;
    const questionId = answer.question_id;
    if (typeof questionId !== 'string' || questionId.length > 64 || seen.has(questionId)) {
      throw invalid('answers', 'có question_id thiếu hoặc lặp lại');
    }
    seen.add(questionId);
    const raw = answer.selected_answer;
    const selected =
      raw === null || raw === undefined || raw === '' ? null : letterToIndex(String(raw));
    if (selected === null && raw !== null && raw !== undefined && raw !== '') {
      throw invalid('answers', `có selected_answer không hợp lệ: ${String(raw)}`);
    }
    return { questionId, selected };
  });
}

/** The stored columns of a graded result. */
export async function gradeTestResult(ctx: WriteContext, body: Row): Promise<Row> {
  const category = text(body, 'license_category', { max: 10, required: true });
  const mode = text(body, 'mode', { max: 20, fallback: 'exam' }) || 'exam';
  if (!(TEST_MODES as readonly string[]).includes(mode)) {
    throw invalid('mode', `phải là một trong ${TEST_MODES.join(', ')}`);
  }
  const answers = readAnswers(body.answers);
  const ids = answers.map((a) => a.questionId);
  const found = await ctx.tx.select().from(questions).where(inArray(questions.id, ids));
  const byId = new Map(found.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new ApiError(
      400,
      'unknown-question',
      `Unknown question ids: ${missing.slice(0, 5).join(', ')}`,
    );
  }
  const rowsInOrder = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  const records = rowsInOrder.map(rowToRecord);
  const createdDate = readCreatedDate(body, ctx.now);
  const passMark =
    mode === 'studied'
      ? studiedExamRule(records.length).passMark
      : examRuleFor(category, ruleSetInForce(vnDayKey(createdDate.getTime())))?.passMark;
  if (passMark === undefined) throw invalid('license_category', `không có hạng ${category}`);
  const score = scoreExam({
    questions: records,
    answers: answers.map((a) => a.selected),
    passMark,
    category,
  });
  const snapshots = score.perQuestion.map((scored, i) => {
    const row = rowsInOrder[i];
    const options = Object.fromEntries(optionLetters.map((l, j) => [l, row?.options[j] ?? '']));
    return {
      question_id: scored.questionId,
      question_number: scored.number,
      question_text: row?.question_text ?? '',
      options,
      correct_answer: indexToLetter(scored.correct),
      selected_answer: scored.selected === null ? null : indexToLetter(scored.selected),
      is_correct: scored.isCorrect,
      is_critical: scored.isCritical,
      image_url: imageUrlFor(row?.image_hash),
    };
  });
  const timeSpent = Number(body.time_spent);
  return {
    license_category: category,
    mode,
    total_questions: score.total,
    correct_answers: score.correct,
    pass_mark: passMark,
    passed: score.passed,
    time_spent: Number.isFinite(timeSpent)
      ? Math.min(MAX_TIME_SPENT_SECONDS, Math.max(0, Math.round(timeSpent)))
      : 0,
    answers: snapshots,
    user_id: ctx.user.id,
    created_date: createdDate,
  };
}

/** The client's time of the exam (taken offline maybe days ago), never in the future. */
function readCreatedDate(body: Row, now: Date): Date {
  const value = body.created_date;
  if (typeof value !== 'string' && typeof value !== 'number') return now;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.getTime() < 1e12) return now;
  return date > now ? now : date;
}
