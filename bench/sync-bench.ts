/*
 * Sync drain on loopback: 1,000 queued notes on a fake-indexeddb device pushed (and pulled back) by
 * the real engine to the real server on PGlite over HTTP. Prints wall time, requests and rows/s;
 * never fails on numbers.
 */
import 'fake-indexeddb/auto';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { buildServer } from '../src/server/app.js';
import { readConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { migrate } from '../src/server/db/migrate.js';
import { users } from '../src/server/db/schema.js';
import { GplxDatabase } from '../src/db/database.js';
import { saveNote } from '../src/db/notes-repository.js';
import { SyncEngine } from '../src/sync/engine.js';
import { createSyncApi } from '../src/sync/sync-api.js';
import type { SyncApi } from '../src/sync/types.js';

const SECRET = 'bench-secret-bench-secret-bench-secret-32';
const RECORDS = 1000;

export async function benchSync(): Promise<void> {
  const handle = await openDatabase({});
  await migrate(handle.db);
  const config = readConfig({ APP_ID: 'gplx', JWT_SECRET: SECRET, STATIC_DIR: '' });
  const app = await buildServer({ config, db: handle.db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  try {
    await handle.db
      .insert(users)
      .values({ id: 'bench-sync', subject: 'bench|sync', email: 'sync@example.com' });
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('bench-sync')
      .setAudience('gplx')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));

    const db = new GplxDatabase(`bench-sync-${Date.now()}`);
    for (let n = 1; n <= RECORDS; n += 1) await saveNote(db, `q${n}`, `Ghi chú thử ${n}`);

    const counts = { bulk: 0, pull: 0, me: 0 };
    const inner = createSyncApi({ baseUrl: `http://127.0.0.1:${port}/`, getToken: () => token });
    const api: SyncApi = {
      bulk: (...args) => (counts.bulk++, inner.bulk(...args)),
      pull: (...args) => (counts.pull++, inner.pull(...args)),
      me: () => (counts.me++, inner.me()),
    };
    const engine = new SyncEngine({ db, api, isSignedIn: () => true });
    const started = performance.now();
    engine.start();
    await engine.whenIdle();
    const ms = performance.now() - started;
    await engine.stop();
    const left = await db.outbox.count();
    const requests = counts.bulk + counts.pull + counts.me;
    console.log(
      `${RECORDS} queued notes drained in ${ms.toFixed(0)} ms (${((RECORDS / ms) * 1000).toFixed(0)} records/s); ` +
        `${requests} requests (bulk ${counts.bulk}, pull ${counts.pull}, me ${counts.me}); ${left} left in the queue`,
    );
    db.close();
  } finally {
    await app.close();
    await handle.close();
  }
}
