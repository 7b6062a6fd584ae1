/*
 * Opens and migrates the configured server database for command-line tools (same rules as main.ts:
 * DATABASE_URL, else PGlite in DATA_DIR/pglite).
 */
import { mkdir } from 'node:fs/promises';
import { readConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { migrate } from '../db/migrate.js';

export async function openCliDatabase(): Promise<DatabaseHandle> {
  const config = readConfig();
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const handle = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  });
  await migrate(handle.db);
  return handle;
}
