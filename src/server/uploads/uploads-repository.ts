/*
 * The uploads table (one row per upload, content-addressed bytes in FileStorage) and the bank copy of
 * an uploaded image: at upload time the image is also prepared like the importer does (PNG, JPEG and
 * GIF → WebP q60; WebP and SVG as they are) into question_images with source_hash = the upload's
 * hash, so a question saved with image_url /files/<hash> points at a bank image devices download.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../bank/bank-version.js';
import { prepareImage } from '../bank/image-files.js';
import { questionImages, uploads } from '../db/schema.js';
import type { UploadMime } from './sniff.js';

export type UploadRow = {
  id: string;
  hash: string;
  mime: UploadMime;
  size: number;
  originalName: string;
  userId: string;
  at: Date;
};

export async function recordUpload(db: DbOrTx, row: UploadRow): Promise<void> {
  await db.insert(uploads).values({
    id: row.id,
    hash: row.hash,
    mime: row.mime,
    size: row.size,
    original_name: row.originalName.slice(0, 255),
    created_by_id: row.userId,
    created_date: row.at,
  });
}

/** The content type an upload was stored with, or undefined when no upload has this hash. */
export async function uploadMime(db: DbOrTx, hash: string): Promise<string | undefined> {
  const [found] = await db
    .select({ mime: uploads.mime })
    .from(uploads)
    .where(eq(uploads.hash, hash))
    .orderBy(desc(uploads.created_date))
    .limit(1);
  return found?.mime;
}

/** Stores the bank form of an uploaded image (once per source hash); throws if sharp cannot read it. */
export async function storeBankImage(
  db: DbOrTx,
  bytes: Uint8Array,
  mime: UploadMime,
  sourceHash: string,
): Promise<void> {
  const known = await bankImageForUpload(db, sourceHash);
  if (known) return;
  // sharp reads GIF like PNG: both become WebP.
  const image = await prepareImage(bytes, mime === 'image/gif' ? 'image/png' : mime);
  await db
    .insert(questionImages)
    .values({
      hash: image.hash,
      mime: image.mime,
      bytes: image.bytes,
      size: image.size,
      width: image.width,
      height: image.height,
      source_hash: sourceHash,
    })
    .onConflictDoNothing({ target: questionImages.hash });
}

/** The question_images hash made from an upload (by its source hash), if any. */
export async function bankImageForUpload(
  db: DbOrTx,
  uploadHash: string,
): Promise<string | undefined> {
  const [found] = await db
    .select({ hash: questionImages.hash })
    .from(questionImages)
    .where(
      sql`${questionImages.source_hash} = ${uploadHash} OR ${questionImages.hash} = ${uploadHash}`,
    )
    .limit(1);
  return found?.hash;
}
