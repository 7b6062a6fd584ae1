/*
 * Applies the SQL files in ./migrations in name order, once each, recording them in _migrations.
 * Runs at every start; a file already applied is skipped. Server-only.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client.js';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function migrate(db: Db): Promise<string[]> {
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_date timestamptz NOT NULL DEFAULT now())`,
  );
  const done = await queryRows<{ name: string }>(db, sql`SELECT name FROM _migrations`);
  const applied = new Set(done.map((row) => row.name));
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const text = await readFile(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(text)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO _migrations (name) VALUES (${file})`);
    });
    ran.push(file);
  }
  return ran;
}

/** Splits a migration into statements (one per `;` at a line end); PGlite runs one statement a query. */
export function splitStatements(text: string): string[] {
  return text
    .split(/;\s*$/m)
    .map((part) => part.replace(/^\s*--.*$/gm, '').trim())
    .filter((part) => part.length > 0);
}
