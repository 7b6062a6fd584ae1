/*
 * Test harness for the server: buildServer() over a real database — PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL is set (each test file in its own schema). Tables are emptied between tests.
 */
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildServer, type ServerDeps } from '../../src/server/app';
import { readConfig, type ServerConfig } from '../../src/server/config';
import { openDatabase, queryRows, type Db } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

export type DatabaseKind = 'pglite' | 'postgres';
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestServer = {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  kind: DatabaseKind;
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

export type TestServerOptions = {
  env?: Record<string, string>;
  deps?: Partial<Omit<ServerDeps, 'db' | 'config'>>;
};

export async function openTestDatabase(kind: DatabaseKind) {
  if (kind === 'pglite') return { handle: await openDatabase({}), dropSchema: async () => {} };
  const url = process.env.TEST_DATABASE_URL as string;
  const schemaName = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schemaName}`);
  await admin.end();
  const handle = await openDatabase({ url, schemaName });
  const dropSchema = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
    await client.end();
  };
  return { handle, dropSchema };
}

export async function startTestServer(
  kind: DatabaseKind,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const { handle, dropSchema } = await openTestDatabase(kind);
  await migrate(handle.db);
  const config = readConfig({
    APP_ID: 'gplx',
    JWT_SECRET: 'test-secret-test-secret-test-secret-32',
    STATIC_DIR: '',
    ...options.env,
  });
  const app = await buildServer({ config, db: handle.db, logger: false, ...options.deps });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    kind,
    reset: () => emptyTables(handle.db),
    close: async () => {
      await app.close();
      await handle.close();
      await dropSchema();
    },
  };
}

export async function emptyTables(db: Db): Promise<void> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_migrations'`,
  );
  if (tables.length === 0) return;
  const list = tables.map((t) => `"${t.table_name}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${list} CASCADE`));
}

/** Runs the suite once per available database, with one server per file and empty tables per test. */
export function describeEachDatabase(
  title: string,
  suite: (server: () => TestServer) => void,
  options: TestServerOptions = {},
): void {
  describe.each(databaseKinds)(`${title} [%s]`, (kind) => {
    let server: TestServer | undefined;
    beforeAll(async () => {
      server = await startTestServer(kind, options);
    });
    afterAll(async () => {
      await server?.close();
    });
    beforeEach(async () => {
      await server?.reset();
    });
    suite(() => {
      if (!server) throw new Error('test server not started');
      return server;
    });
  });
}
