/*
 * importBank(db, folder): loads and checks a whole bank folder, then in ONE transaction stores new
 * images (content-addressed), upserts added/changed questions, tombstones removed ones and bumps the
 * bank version once — or changes nothing at all (bad bank, or the same bank again). Used by the CLI,
 * the first-start demo import and the admin UI.
 */
import { inArray, sql } from 'drizzle-orm';
import type { BankError } from '../../domain/bank-format';
import { toQuestionRecords } from '../../domain/bank-format';
import type { QuestionRecord } from '../../domain/question';
import type { Db } from '../db/client.js';
import { questionImages, questions } from '../db/schema.js';
import { bumpBankVersion, currentBankVersion, type DbOrTx } from './bank-version.js';
import { loadBankFolder } from './bank-load.js';
import { recordColumns, rowToRecord, sameContent } from './question-rows.js';
import type { StoredImage } from './image-files.js';

export type ImportReport = {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  /** Distinct image files the bank references. */
  images: number;
  /** Distinct stored images (content-addressed: byte-identical files collapse into one). */
  storedImages: number;
  /** The bank version after the import. */
  version: number;
  errors: BankError[];
};

export type ImportOptions = {
  actor?: string | null;
  now?: () => Date;
  /** Check and count only: nothing is written (the admin page's dry run). */
  dryRun?: boolean;
};

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, i * size + size),
  );

async function storeImages(tx: DbOrTx, images: StoredImage[]) {
  for (const part of chunks(
    images.filter((i) => !i.stored),
    40,
  )) {
    await tx
      .insert(questionImages)
      .values(
        part.map(({ hash, mime, bytes, size, width, height, sourceHash }) => ({
          hash,
          mime,
          bytes,
          size,
          width,
          height,
          source_hash: sourceHash,
        })),
      )
      .onConflictDoNothing({ target: questionImages.hash });
  }
}

async function upsertQuestions(
  tx: DbOrTx,
  records: QuestionRecord[],
  version: number,
  at: Date,
  actor: string | null,
) {
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  for (const part of chunks(records, 200)) {
    await tx
      .insert(questions)
      .values(
        part.map((r) => ({
          ...recordColumns(r),
          created_date: at,
          updated_date: at,
          created_by: actor,
          deleted_date: null,
          bank_version: version,
        })),
      )
      .onConflictDoUpdate({
        target: questions.id,
        set: {
          ...Object.fromEntries(
            Object.keys(recordColumns(records[0] as QuestionRecord))
              .filter((c) => c !== 'id')
              .map((c) => [c, excluded(c)]),
          ),
          updated_date: at,
          deleted_date: null,
          bank_version: version,
        },
      });
  }
}

async function knownImages(db: Db, sources: string[]) {
  const found = new Map<string, Omit<StoredImage, 'bytes' | 'stored'>>();
  for (const part of chunks(sources, 200)) {
    const rows = await db
      .select({
        hash: questionImages.hash,
        mime: questionImages.mime,
        size: questionImages.size,
        width: questionImages.width,
        height: questionImages.height,
        sourceHash: questionImages.source_hash,
      })
      .from(questionImages)
      .where(inArray(questionImages.source_hash, part));
    for (const row of rows) {
      if (row.sourceHash && (row.mime === 'image/webp' || row.mime === 'image/svg+xml'))
        found.set(row.sourceHash, { ...row, mime: row.mime, sourceHash: row.sourceHash });
    }
  }
  return found;
}

export async function importBank(
  db: Db,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const empty = { added: 0, changed: 0, removed: 0, unchanged: 0, images: 0, storedImages: 0 };
  const loaded = await loadBankFolder(folder, (sources) => knownImages(db, sources));
  if (!loaded.ok) {
    return { ...empty, version: await currentBankVersion(db), errors: loaded.errors };
  }
  const { bank, images } = loaded;
  const at = (options.now ?? (() => new Date()))();
  const actor = options.actor ?? null;
  const hashes = Object.fromEntries([...images].map(([p, image]) => [p, image.hash]));
  const records = toQuestionRecords(bank, hashes, at.toISOString());
  const distinct = [...new Map([...images.values()].map((i) => [i.hash, i])).values()];

  return db.transaction(async (tx) => {
    if (!options.dryRun) await storeImages(tx, distinct);
    const existing = new Map(
      (await tx.select().from(questions)).map((row) => [row.id, row] as const),
    );
    const wanted = new Set(records.map((r) => r.id));
    const removed = [...existing.values()]
      .filter((row) => row.deleted_date === null && !wanted.has(row.id))
      .map((row) => row.id);
    let added = 0;
    const writes: QuestionRecord[] = [];
    for (const record of records) {
      const row = existing.get(record.id);
      if (!row || row.deleted_date !== null) added += 1;
      if (!row || row.deleted_date !== null || !sameContent(rowToRecord(row), record))
        writes.push(record);
    }
    const report = {
      added,
      changed: writes.length - added,
      removed: removed.length,
      unchanged: records.length - writes.length,
      images: images.size,
      storedImages: distinct.length,
      errors: [],
    };
    if (options.dryRun || (writes.length === 0 && removed.length === 0)) {
      return { ...report, version: await currentBankVersion(tx) };
    }
    const version = await bumpBankVersion(tx, {
      actor,
      title: bank.title,
      note: `Nhập ngân hàng: +${report.added} ~${report.changed} -${report.removed}`,
    });
    for (const part of chunks(removed, 200)) {
      await tx
        .update(questions)
        .set({ deleted_date: at, updated_date: at, bank_version: version })
        .where(inArray(questions.id, part));
    }
    if (writes.length > 0) await upsertQuestions(tx, writes, version, at, actor);
    return { ...report, version };
  });
}
