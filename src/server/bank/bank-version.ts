/*
 * The bank version: a counter bumped by every change to questions (import, admin edit), so devices
 * fetch only what changed since the version they hold. Shared by the importer and the Question entity.
 */
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bankVersions } from '../db/schema.js';

/** A database or a transaction of one. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export async function currentBankVersion(db: DbOrTx): Promise<number> {
  const [latest] = await db
    .select({ version: bankVersions.version })
    .from(bankVersions)
    .orderBy(desc(bankVersions.version))
    .limit(1);
  return latest?.version ?? 0;
}

export async function bumpBankVersion(
  db: DbOrTx,
  change: { actor: string | null; note: string; title?: string },
): Promise<number> {
  const next = (await currentBankVersion(db)) + 1;
  await db.insert(bankVersions).values({
    version: next,
    title: change.title ?? '',
    note: change.note,
    created_by: change.actor,
  });
  return next;
}
