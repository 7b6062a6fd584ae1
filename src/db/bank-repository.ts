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

// ---- Writes (the bank download engine only) ----

export type BankUpdate = {
  questions: QuestionRecord[];
  deletedIds: string[];
  /** Replace the whole stored bank (first download, or the server's bank went back in version). */
  replace: boolean;
  meta: Omit<BankMetaRecord, 'key' | 'questionCount'>;
};

/** Writes questions, deletions and bankMeta in ONE transaction: all of it lands, or none. */
export async function applyBankUpdate(db: GplxDatabase, update: BankUpdate): Promise<void> {
  await db.transaction('rw', db.questions, db.bankMeta, async () => {
    if (update.replace) await db.questions.clear();
    if (update.deletedIds.length > 0) await db.questions.bulkDelete(update.deletedIds);
    if (update.questions.length > 0) await db.questions.bulkPut(update.questions);
    const questionCount = await db.questions.count();
    await db.bankMeta.put({ ...update.meta, key: 'bank', questionCount });
  });
}

/** The hashes among `hashes` that have no stored image yet (keys only; Blobs are not read). */
export async function missingImageHashes(db: GplxDatabase, hashes: string[]): Promise<string[]> {
  const stored = new Set(await db.images.toCollection().primaryKeys());
  return hashes.filter((hash) => !stored.has(hash));
}

export const putImage = (db: GplxDatabase, image: ImageRecord) => db.images.put(image);

export const countImages = (db: GplxDatabase) => db.images.count();

/** Updates bankMeta fields (no-op when no bank is stored yet). */
export async function updateBankMeta(
  db: GplxDatabase,
  changes: Partial<Omit<BankMetaRecord, 'key'>>,
): Promise<void> {
  await db.bankMeta.update('bank', changes);
}

export type QuestionFilter = {
  /** 'A1' | 'A' | 'B1'; undefined or 'all' → the whole bank. */
  pool?: string;
  chapter?: number;
  /** true → only critical questions (critical in `pool` when a pool is given). */
  critical?: boolean;
};

/** Questions matching a filter, by number. */
export async function queryQuestions(
  db: GplxDatabase,
  filter: QuestionFilter,
): Promise<QuestionRecord[]> {
  const rows = await questionsInPool(db, filter.pool);
  const pool = filter.pool && filter.pool !== 'all' ? filter.pool : undefined;
  return rows.filter(
    (q) =>
      (filter.chapter === undefined || q.chapter === filter.chapter) &&
      (filter.critical !== true || (pool ? q.poolCritical.includes(pool) : q.critical)),
  );
}
