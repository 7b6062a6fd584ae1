/*
 * What the secure question API hands out and how it grades (SPEC §7, §9): the study list of a class
 * (its pool, sorted by number, capped per class), a mock exam drawn with the domain's drawExam from a
 * crypto-seeded random source, the public question shape WITHOUT answers, and server-side grading.
 */
import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { drawExam } from '../../domain/exam-selection';
import { isCriticalInExam, questionsForCategory } from '../../domain/exam-pool';
import { CHAPTERS, indexToLetter, letterToIndex, type QuestionRecord } from '../../domain/question';
import { createRandom } from '../../domain/random';
import { scoreExam } from '../../domain/scoring';
import { studyBankFor } from '../../domain/licence-catalogue';
import { examRuleFor, ruleSetInForce } from '../../domain/rule-sets';
import { vnDayKey } from '../../domain/vn-date';
import { liveQuestions } from '../bank/bank-queries.js';
import { rowToRecord } from '../bank/question-rows.js';
import type { Db } from '../db/client.js';
import { questions } from '../db/schema.js';
import { imageUrlFor } from '../entities/grading.js';

/** SPEC §9: study question limits when loading — car 600, A1 or A 250, B1 300, others 200. */
export function studyLimitFor(category: string): number {
  const bank = studyBankFor(category);
  if (bank?.id === 'car') return 600;
  if (bank?.id === 'A1') return 250;
  if (bank?.id === 'B1') return 300;
  return 200;
}

/** A question as the client sees it: no correct answer, no explanation. */
export function publicQuestion(q: QuestionRecord, category: string) {
  return {
    id: q.id,
    question_number: q.number,
    chapter_id: q.chapter,
    chapter_name: CHAPTERS.find((c) => c.id === q.chapter)?.name ?? '',
    is_critical: isCriticalInExam(q, category),
    question_text: q.text,
    option_a: q.options[0] ?? '',
    option_b: q.options[1] ?? '',
    option_c: q.options[2] ?? '',
    option_d: q.options[3] ?? '',
    image_url: imageUrlFor(q.imageHash),
    image_alt: q.imageAlt || null,
  };
}

export type PublicQuestion = ReturnType<typeof publicQuestion>;

export async function studyQuestions(db: Db, category: string, requested: number | undefined) {
  const cap = studyLimitFor(category);
  const limit = requested && requested > 0 ? Math.min(requested, cap) : cap;
  const pool = questionsForCategory(await liveQuestions(db), category);
  return pool.sort((a, b) => a.number - b.number).slice(0, limit);
}

export type DrawnTest = { questions: QuestionRecord[]; minutes: number; passMark: number };

/** A mock exam for the class under the rule set in force today (Vietnam time). */
export async function drawTest(
  db: Db,
  now: Date,
  category: string,
  fallback: { questions: number; minutes: number; passMark: number },
): Promise<DrawnTest> {
  const rule = examRuleFor(category, ruleSetInForce(vnDayKey(now.getTime())));
  const drawn = drawExam({
    questions: await liveQuestions(db),
    category,
    rule,
    random: createRandom(randomInt(0, 2 ** 32)),
    totalIfNoRule: fallback.questions,
  });
  return {
    questions: drawn,
    minutes: rule?.minutes ?? fallback.minutes,
    passMark: rule?.passMark ?? fallback.passMark,
  };
}

export type SubmittedAnswer = { id: string; selected?: string | number | null | undefined };

const selectionOf = (value: SubmittedAnswer['selected']): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && value !== '') return letterToIndex(value);
  return null;
};

export type GradeInput = {
  questionIds: string[];
  answers: SubmittedAnswer[];
  category: string;
  passMark: number | null;
  /** Study sessions grade only the questions answered; tests grade every question drawn. */
  onlyAnswered: boolean;
};

/** Grades against the server's bank; answers for questions outside the session are ignored. */
export async function gradeSecureAnswers(db: Db, input: GradeInput) {
  const inSession = new Set(input.questionIds);
  const selections = new Map<string, number | null>();
  for (const answer of input.answers) {
    if (inSession.has(answer.id)) selections.set(answer.id, selectionOf(answer.selected));
  }
  const ids = input.onlyAnswered
    ? input.questionIds.filter((id) => selections.has(id))
    : input.questionIds;
  const rows = ids.length
    ? await db.select().from(questions).where(inArray(questions.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, rowToRecord(row)]));
  const graded = ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
  const score = scoreExam({
    questions: graded,
    answers: graded.map((q) => selections.get(q.id) ?? null),
    passMark: input.passMark ?? graded.length,
    category: input.category,
  });
  return {
    results: score.perQuestion.map((p) => ({
      id: p.questionId,
      correct: indexToLetter(p.correct),
      selected: p.selected === null ? null : indexToLetter(p.selected),
      is_correct: p.isCorrect,
      is_critical: p.isCritical,
    })),
    correct_answers: score.correct,
    total_questions: score.total,
    passed: score.passed,
  };
}
