/*
 * The exam engine's API over the device's bank: draw an exam (ids only) and score one (figures and
 * answer snapshots). Runs inside exam.worker.ts, or in the calling thread where Worker is missing.
 * Reads Dexie through repositories; imports no UI.
 */
import type { GplxDatabase } from '../db/database';
import { allQuestions, countQuestions, questionsByIds, readBankMeta } from '../db/bank-repository';
import { studiedQuestionIds } from '../db/progress-repository';
import type { ResultAnswer } from '../db/types';
import { drawExam, drawStudiedExam } from '../domain/exam-selection';
import { indexToLetter, type QuestionRecord } from '../domain/question';
import { createRandom } from '../domain/random';
import { examRuleFor, ruleSetInForce } from '../domain/rule-sets';
import { scoreExam } from '../domain/scoring';

export type DrawRequest = {
  category: string;
  seed: number;
  mode: 'exam' | 'studied';
  /** Studied mode: how many questions (10–30). */
  count?: number;
  /** YYYY-MM-DD, picks the rule set in force; defaults to today. */
  today?: string;
};

export type ScoreRequest = {
  questionIds: string[];
  answers: (number | null)[];
  passMark: number;
  category: string;
};

export type ScoreResponse = {
  total: number;
  correct: number;
  wrong: number;
  unanswered: number;
  passed: boolean;
  failedByCritical: boolean;
  percentage: number;
  answers: ResultAnswer[];
};

export type ExamApi = {
  drawExam(request: DrawRequest): Promise<string[]>;
  score(request: ScoreRequest): Promise<ScoreResponse>;
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const letterOf = (index: number | null): string | null =>
  index === null ? null : indexToLetter(index);

const snapshot = (
  q: QuestionRecord,
  selected: number | null,
  isCorrect: boolean,
  isCritical: boolean,
): ResultAnswer => ({
  question_id: q.id,
  question_number: q.number,
  question_text: q.text,
  options: {
    a: q.options[0] ?? '',
    b: q.options[1] ?? '',
    c: q.options[2] ?? '',
    d: q.options[3] ?? '',
  },
  correct_answer: indexToLetter(q.answer) ?? '',
  selected_answer: letterOf(selected),
  is_correct: isCorrect,
  is_critical: isCritical,
  image_url: null,
});

export function createExamApi(db: GplxDatabase): ExamApi {
  // The bank is read once per bank version (a cheap key check per draw), not on every draw.
  let cached: { key: string; questions: QuestionRecord[] } | undefined;
  const bank = async (): Promise<QuestionRecord[]> => {
    const [meta, total] = await Promise.all([readBankMeta(db), countQuestions(db)]);
    const key = `${meta?.version ?? '-'}|${meta?.updatedDate ?? '-'}|${total}`;
    if (cached?.key !== key) cached = { key, questions: await allQuestions(db) };
    return cached.questions;
  };
  return {
    async drawExam({ category, seed, mode, count, today }) {
      const questions = await bank();
      const random = createRandom(seed);
      if (mode === 'studied') {
        const studiedIds = await studiedQuestionIds(db);
        return drawStudiedExam({ questions, studiedIds, count: count ?? 25, random }).map(
          (q) => q.id,
        );
      }
      const rule = examRuleFor(category, ruleSetInForce(today ?? isoDay(new Date())));
      return drawExam({ questions, category, rule, random }).map((q) => q.id);
    },

    async score({ questionIds, answers, passMark, category }) {
      const questions = await questionsByIds(db, questionIds);
      const byId = new Map(questions.map((q) => [q.id, q]));
      const kept = questionIds.flatMap((id, i) => {
        const q = byId.get(id);
        return q ? [{ q, selected: answers[i] ?? null }] : [];
      });
      const result = scoreExam({
        questions: kept.map((k) => k.q),
        answers: kept.map((k) => k.selected),
        passMark,
        category,
      });
      const { perQuestion, ...figures } = result;
      return {
        ...figures,
        answers: kept.map((k, i) => {
          const scored = perQuestion[i];
          return snapshot(
            k.q,
            scored?.selected ?? null,
            scored?.isCorrect ?? false,
            scored?.isCritical ?? false,
          );
        }),
      };
    },
  };
}
