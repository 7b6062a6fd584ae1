/*
 * Startup task: on first start (no question rows at all) import the demo bank from config.demoBankDir.
 * Idempotent: once the table holds anything, later starts leave the bank alone.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { questions } from '../db/schema.js';
import { importBank } from './bank-import.js';

type Context = { config: ServerConfig; db: Db; log: FastifyBaseLogger };

export async function importDemoBankIfEmpty({ config, db, log }: Context): Promise<void> {
  const [row] = await db.select({ n: count() }).from(questions);
  if ((row?.n ?? 0) > 0) return;
  const file = path.join(config.demoBankDir, 'bank.json');
  try {
    await access(file);
  } catch {
    log.warn(`No demo bank at ${file}; the question bank stays empty`);
    return;
  }
  const started = Date.now();
  const report = await importBank(db, config.demoBankDir, { actor: 'system' });
  if (report.errors.length > 0) {
    log.error({ errors: report.errors.slice(0, 20) }, 'The demo bank is invalid; not imported');
    return;
  }
  log.info(
    `Demo bank imported: ${report.added} questions, ${report.images} images, version ${report.version} (${Date.now() - started} ms)`,
  );
}
