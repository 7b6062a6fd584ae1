/*
 * Entity API throughput on loopback: the real server on PGlite (and PostgreSQL when TEST_DATABASE_URL
 * is reachable), 600 synthetic questions + 1000 notes, autocannon for 5 s with 10 connections against
 * the filter endpoint. Prints req/s and p50/p95/p99 latency; never fails on numbers. Requests rotate
 * over 200 tokens of one learner so the per-token rate limit (600/min) does not turn the run into 429s.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import pg from 'pg';
import { buildServer } from '../src/server/app.js';
import { readConfig } from '../src/server/config.js';
import { openDatabase, type Db } from '../src/server/db/client.js';
import { migrate } from '../src/server/db/migrate.js';
import { questions, studyNotes, users } from '../src/server/db/schema.js';

const SECRET = 'bench-secret-bench-secret-bench-secret-32';
const USER_ID = 'bench-user';

async function seed(db: Db) {
  await db.insert(users).values({ id: USER_ID, subject: 'bench|1', email: 'bench@example.com' });
  for (let start = 1; start <= 600; start += 200) {
    const batch = Array.from({ length: 200 }, (_, i) => {
      const n = start + i;
      return {
        id: `q${n}`,
        question_number: n,
        chapter_id: (n % 6) + 1,
        is_critical: n % 20 === 0,
        question_text: `Câu hỏi thử số ${n} về biển báo và tình huống`,
        options: ['Một', 'Hai', 'Ba', 'Bốn'],
        correct_answer: (n % 4) + 1,
        pools: n <= 300 ? ['B1'] : [],
      };
    });
    await db.insert(questions).values(batch);
  }
  for (let start = 0; start < 1000; start += 250) {
    const batch = Array.from({ length: 250 }, (_, i) => ({
      id: `note-${start + i}`,
      question_id: `q${((start + i) % 600) + 1}`,
      note_text: `Ghi chú ${start + i}`,
      is_bookmarked: (start + i) % 3 === 0,
      created_by_id: USER_ID,
      created_by: 'bench@example.com',
    }));
    await db.insert(studyNotes).values(batch);
  }
}

async function tokens(appId: string, n: number): Promise<string[]> {
  const key = new TextEncoder().encode(SECRET);
  const now = Math.floor(Date.now() / 1000);
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      new SignJWT({ n: i })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(USER_ID)
        .setAudience(appId)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(key),
    ),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(url: string, path: string, auth: string[]) {
  const times: number[] = [];
  let i = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: 10,
        duration: 5,
        requests: [
          {
            method: 'GET',
            path,
            setupRequest: (request) => {
              i = (i + 1) % auth.length;
              return { ...request, headers: { authorization: `Bearer ${auth[i] ?? ''}` } };
            },
          },
        ],
      },
      (error: unknown, res: autocannon.Result) => (error ? reject(error as Error) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
  times.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `  ${path.split('?')[0]}: ${fmt(result.requests.average)} req/s, p50 ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms, p99 ${fmt(percentile(times, 99))} ms (${result.non2xx} non-2xx of ${result.requests.total})`,
  );
}

async function openPostgres(url: string) {
  const schemaName = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schemaName}`);
  await admin.end();
  const handle = await openDatabase({ url, schemaName });
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
    await client.end();
  };
  return { handle, drop };
}

async function benchOne(kind: 'pglite' | 'postgres') {
  const url = process.env.TEST_DATABASE_URL;
  const opened =
    kind === 'pglite'
      ? { handle: await openDatabase({}), drop: async () => {} }
      : await openPostgres(url ?? '');
  const { handle, drop } = opened;
  const config = readConfig({ APP_ID: 'gplx', JWT_SECRET: SECRET, STATIC_DIR: '', PORT: '0' });
  const app = await buildServer({ config, db: handle.db, logger: false });
  try {
    await migrate(handle.db);
    await seed(handle.db);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const auth = await tokens(config.appId, 200);
    console.log(`${kind}:`);
    const questionFilter = {
      $or: [{ question_text: { $regex: 'biển', $options: 'i' } }, { question_number: 42 }],
      category: 'B1',
    };
    const base = `/api/apps/${config.appId}/entities`;
    await run(
      address,
      `${base}/Question/filter?q=${encodeURIComponent(JSON.stringify(questionFilter))}&sort=question_number&limit=20`,
      auth,
    );
    await run(
      address,
      `${base}/StudyNote/filter?q=${encodeURIComponent(JSON.stringify({ is_bookmarked: true }))}&sort=-updated_date&limit=100`,
      auth,
    );
  } finally {
    await app.close();
    await handle.close();
    await drop();
  }
}

export async function benchEntities(): Promise<void> {
  await benchOne('pglite');
  if (!process.env.TEST_DATABASE_URL) {
    console.log('postgres: skipped (TEST_DATABASE_URL not set)');
    return;
  }
  try {
    await benchOne('postgres');
  } catch (error) {
    console.log(`postgres: skipped (${(error as Error).message})`);
  }
}
