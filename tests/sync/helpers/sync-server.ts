/*
 * The real server for sync tests: buildServer over one PGlite database, listening on 127.0.0.1 so the
 * engine talks HTTP through fetch. restart() closes the Fastify app and builds a new one on the same
 * database and port (in-flight and new requests meanwhile fail like a crashed server).
 */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { SQL } from 'drizzle-orm';
import { buildServer } from '../../../src/server/app';
import { readConfig } from '../../../src/server/config';
import { openDatabase, queryRows, type Db } from '../../../src/server/db/client';
import { migrate } from '../../../src/server/db/migrate';
import { emptyTables } from '../../helpers/test-server';
import { signInAs } from '../../helpers/sign-in';

export type SyncServer = {
  db: Db;
  baseUrl: string;
  restarts: number;
  restart: () => Promise<void>;
  reset: () => Promise<void>;
  close: () => Promise<void>;
  signIn: (email: string) => Promise<{ token: string; userId: string }>;
  rows: <T>(query: SQL) => Promise<T[]>;
};

export async function startSyncServer(): Promise<SyncServer> {
  const handle = await openDatabase({});
  await migrate(handle.db);
  const config = readConfig({
    APP_ID: 'gplx',
    JWT_SECRET: 'test-secret-test-secret-test-secret-32',
    STATIC_DIR: '',
  });
  const build = async () => {
    const app = await buildServer({ config, db: handle.db, logger: false });
    await app.ready();
    return app;
  };
  let app: FastifyInstance = await build();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const server: SyncServer = {
    db: handle.db,
    baseUrl: `http://127.0.0.1:${port}/`,
    restarts: 0,
    restart: async () => {
      await app.close();
      app = await build();
      await app.listen({ host: '127.0.0.1', port });
      server.restarts += 1;
    },
    reset: () => emptyTables(handle.db),
    close: async () => {
      await app.close();
      await handle.close();
    },
    signIn: (email) => signInAs(app, email),
    rows: (query) => queryRows(handle.db, query),
  };
  return server;
}
