/*
 * Reads of the server's bank for the public bank endpoints and the exporter: the live questions as
 * QuestionRecords, the manifest (counts, image list), the changes since a version, one image.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { QuestionRecord } from '../../domain/question';
import type { Db } from '../db/client.js';
import { bankVersions, questionImages, questions } from '../db/schema.js';
import { currentBankVersion } from './bank-version.js';
import { rowToRecord } from './question-rows.js';

export type BankManifest = {
  version: number;
  title: string;
  questionCount: number;
  chapterCounts: Record<string, number>;
  poolCounts: Record<string, number>;
  images: { hash: string; mime: string; size: number }[];
  totalImageBytes: number;
};

export type BankChanges = { version: number; questions: QuestionRecord[]; deletedIds: string[] };

export async function liveQuestions(db: Db): Promise<QuestionRecord[]> {
  const rows = await db
    .select()
    .from(questions)
    .where(isNull(questions.deleted_date))
    .orderBy(asc(questions.question_number));
  return rows.map(rowToRecord);
}

/** The title of the latest bank version that carries one (imports set it). */
export async function bankTitle(db: Db): Promise<string> {
  const [row] = await db
    .select({ title: bankVersions.title })
    .from(bankVersions)
    .where(ne(bankVersions.title, ''))
    .orderBy(desc(bankVersions.version))
    .limit(1);
  return row?.title ?? '';
}

export async function bankManifest(db: Db): Promise<BankManifest> {
  const version = await currentBankVersion(db);
  const rows = await db
    .select({
      chapter: questions.chapter_id,
      pools: questions.pools,
      imageHash: questions.image_hash,
    })
    .from(questions)
    .where(isNull(questions.deleted_date));
  const chapterCounts: Record<string, number> = {};
  const poolCounts: Record<string, number> = {};
  for (const row of rows) {
    chapterCounts[row.chapter] = (chapterCounts[row.chapter] ?? 0) + 1;
    for (const pool of row.pools) poolCounts[pool] = (poolCounts[pool] ?? 0) + 1;
  }
  const hashes = [...new Set(rows.flatMap((r) => (r.imageHash ? [r.imageHash] : [])))];
  const images = hashes.length
    ? await db
        .select({ hash: questionImages.hash, mime: questionImages.mime, size: questionImages.size })
        .from(questionImages)
        .where(inArray(questionImages.hash, hashes))
        .orderBy(asc(questionImages.hash))
    : [];
  return {
    version,
    title: await bankTitle(db),
    questionCount: rows.length,
    chapterCounts,
    poolCounts,
    images,
    totalImageBytes: images.reduce((sum, i) => sum + i.size, 0),
  };
}

/**
 * Questions changed after bank version `since` (all live ones for 0) and the ids deleted since then.
 * A row counts as changed when its bank_version is newer, or — for writers that only bump the
 * version — when it was updated after version `since` was created.
 */
export async function bankChangesSince(db: Db, since: number): Promise<BankChanges> {
  const version = await currentBankVersion(db);
  if (since <= 0) return { version, questions: await liveQuestions(db), deletedIds: [] };
  const [base] = await db
    .select({ created: bankVersions.created_date })
    .from(bankVersions)
    .where(eq(bankVersions.version, since));
  const newer = (column: typeof questions.updated_date) =>
    base
      ? or(gt(questions.bank_version, since), gt(column, base.created))
      : gt(questions.bank_version, since);
  const changed = await db
    .select()
    .from(questions)
    .where(and(isNull(questions.deleted_date), newer(questions.updated_date)))
    .orderBy(asc(questions.question_number));
  const deleted = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(isNotNull(questions.deleted_date), newer(questions.updated_date)));
  return { version, questions: changed.map(rowToRecord), deletedIds: deleted.map((d) => d.id) };
}

export async function findImage(db: Db, hash: string) {
  const [row] = await db.select().from(questionImages).where(eq(questionImages.hash, hash));
  return row;
}
