/*
 * Reads of the question bank stored on the device (questions and image Blobs). The bank download
 * engine (src/lib/bank-sync) is the only writer. Imports only Dexie types and the domain.
 */
import type { GplxDatabase } from './database';
import type { BankMetaRecord, ImageRecord, QuestionRecord } from './types';

/** All questions in bank order (by number). */
export const allQuestions = (db: GplxDatabase): Promise<QuestionRecord[]> =>
  db.questions.orderBy('number').toArray();

/** Questions of a pool ('A1', 'A', 'B1'); `undefined` or 'all' means the whole bank (car classes). */
export async function questionsInPool(
  db: GplxDatabase,
  pool: string | undefined,
): Promise<QuestionRecord[]> {
  if (!pool || pool === 'all') return allQuestions(db);
  const rows = await db.questions.where('pools').equals(pool).toArray();
  return rows.sort((a, b) => a.number - b.number);
}

export const getQuestion = (db: GplxDatabase, id: string) => db.questions.get(id);

/** Questions by id, in the order of `ids`; unknown ids are skipped. */
export async function questionsByIds(db: GplxDatabase, ids: string[]): Promise<QuestionRecord[]> {
  const rows = await db.questions.bulkGet(ids);
  return rows.filter((row): row is QuestionRecord => row !== undefined);
}

export const countQuestions = (db: GplxDatabase) => db.questions.count();

export const getImage = (db: GplxDatabase, hash: string): Promise<ImageRecord | undefined> =>
  db.images.get(hash);

export const readBankMeta = (db: GplxDatabase): Promise<BankMetaRecord | undefined> =>
  db.bankMeta.get('bank');
