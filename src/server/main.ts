/*
 * Process entry: read config, open the database, migrate, seed the demo bank on first start, listen,
 * and shut down cleanly on SIGTERM/SIGINT.
 */
import { mkdir } from 'node:fs/promises';
import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { buildServer } from './app.js';
import { startupTasks } from './startup.js';

const config = readConfig();
if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
const handle = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
});
await migrate(handle.db);
const app = await buildServer({ config, db: handle.db });
for (const task of startupTasks) await task({ config, db: handle.db, log: app.log });
await app.listen({ host: config.host, port: config.port });
app.log.info(`Ôn thi GPLX at ${config.publicUrl} (${handle.kind})`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
