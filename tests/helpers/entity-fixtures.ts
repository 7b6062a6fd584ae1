/*
 * Fixtures for the entity API tests and bench: synthetic questions (no real bank text), achievement
 * definitions, and small request helpers around app.inject().
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { seedAchievementDefinitions } from '../../src/server/entities/definitions/achievement';
import type { Db } from '../../src/server/db/client';
import { questions } from '../../src/server/db/schema';

export const ENTITY_BASE = '/api/apps/gplx/entities';

/** Question n: chapter by range, critical every 20th, answer ((n % 4) + 1), pools like the real bank. */
export function syntheticQuestion(n: number) {
  const critical = n % 20 === 0;
  const pools = n <= 250 ? ['A1', 'A', 'B1'] : n <= 300 ? ['B1'] : [];
  return {
    id: `q${n}`,
    question_number: n,
    chapter_id: n <= 180 ? 1 : n <= 205 ? 2 : n <= 263 ? 3 : n <= 300 ? 4 : n <= 475 ? 5 : 6,
    is_critical: critical,
    question_text: `Câu hỏi thử số ${n}`,
    options: [`Đáp án 1 của ${n}`, `Đáp án 2 của ${n}`, `Đáp án 3 của ${n}`, `Đáp án 4 của ${n}`],
    correct_answer: (n % 4) + 1,
    explanation: `Giải thích ${n}`,
    pools,
    pool_critical: critical ? pools : [],
  };
}

export const correctLetter = (n: number) => 'abcd'[n % 4] as string;
export const wrongLetter = (n: number) => 'abcd'[(n + 1) % 4] as string;

export async function seedQuestions(db: Db, count: number): Promise<void> {
  for (let start = 1; start <= count; start += 200) {
    const batch = [];
    for (let n = start; n < Math.min(count + 1, start + 200); n += 1)
      batch.push(syntheticQuestion(n));
    await db.insert(questions).values(batch);
  }
}

export const seedAchievements = (db: Db) => seedAchievementDefinitions(db, new Date());

export type Call = {
  status: number;
  body: { success: boolean; data?: unknown; code?: string; message?: string };
};

export async function call(
  app: FastifyInstance,
  options: InjectOptions & { method: NonNullable<InjectOptions['method']> },
): Promise<Call> {
  const response = await app.inject(options);
  return { status: response.statusCode, body: response.json() };
}
