/*
 * Exam figures for `npm run bench`: drawing a D-class exam (45 questions) from a synthetic
 * 600-question bank in the pure engine (1000 runs), then the comlink round trip to the exam worker of
 * the production build in Chromium (the worker reads the bank from IndexedDB itself; 600 questions
 * with the official bank, the demo bank otherwise). Prints p50/p95; never fails on numbers.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { drawExam } from '../src/domain/exam-selection';
import { createRandom } from '../src/domain/random';
import { examRuleFor, RULE_SETS } from '../src/domain/rule-sets';
import { syntheticRecords } from '../tests/domain/synthetic-bank';

const RUNS = 1000;
const ROUND_TRIPS = 200;
const GOAL_MS = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

function benchEngine(): void {
  const questions = syntheticRecords();
  const rule = examRuleFor('D', RULE_SETS[0]!);
  const times: number[] = [];
  for (let i = 0; i < RUNS + 50; i += 1) {
    const random = createRandom(i);
    const start = performance.now();
    drawExam({ questions, category: 'D', rule, random });
    if (i >= 50) times.push(performance.now() - start); // the first runs warm up the JIT
  }
  const { p50, p95 } = figures(times);
  console.log(
    `engine: D exam from ${questions.length} questions, ${RUNS} runs: p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (goal ≤ ${GOAL_MS} ms: ${p95 <= GOAL_MS ? 'PASS' : 'OVER'})`,
  );
}

async function startServer(distDir: string) {
  const { readConfig } = await import('../src/server/config');
  const { openDatabase } = await import('../src/server/db/client');
  const { migrate } = await import('../src/server/db/migrate');
  const { buildServer } = await import('../src/server/app');
  const { importBank } = await import('../src/server/bank/bank-import');
  const official = path.resolve(process.cwd(), '../shared/bank/official-2025');
  const folder = existsSync(path.join(official, 'bank.json'))
    ? official
    : path.resolve(process.cwd(), 'bank/demo');
  const handle = await openDatabase({});
  await migrate(handle.db);
  const report = await importBank(handle.db, folder, { actor: 'system' });
  console.log(`bank: ${path.basename(folder)}, ${report.added} questions imported`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gplx-exam-'));
  const port = 8900 + Math.floor(Math.random() * 90);
  const config = readConfig({ PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: distDir });
  const app = await buildServer({ config, db: handle.db, logger: false });
  await app.listen({ host: '127.0.0.1', port });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

/** Round trips through comlink's wire protocol to the built worker file, measured in the page. */
async function benchWorker(): Promise<void> {
  const distDir = path.resolve(process.env.STATIC_DIR ?? 'dist');
  const assets = path.join(distDir, 'assets');
  const workerFile = existsSync(assets)
    ? readdirSync(assets).find((f) => /^exam\.worker-.*\.js$/.test(f))
    : undefined;
  if (!workerFile) {
    console.log(`worker: no built exam worker in ${distDir} (run npm run build first)`);
    return;
  }
  const { chromium } = await import('playwright-core');
  const server = await startServer(distDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.waitForFunction(
      `new Promise((resolve) => {
        const open = indexedDB.open('gplx');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('bankMeta')) return resolve(false);
          const get = db.transaction('bankMeta').objectStore('bankMeta').get('bank');
          get.onsuccess = () => resolve(Boolean(get.result));
          get.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      })`,
      undefined,
      { timeout: 120_000, polling: 500 },
    );
    // A string, not a function: tsx's name helpers do not exist in the page.
    const result = (await page.evaluate(`(async ({ url, runs }) => {
      const worker = new Worker(url, { type: 'module' });
      let next = 0;
      const call = (name, arg) => new Promise((resolve) => {
        const id = 'b' + (next += 1);
        const onMessage = (event) => {
          if (event.data.id !== id) return;
          worker.removeEventListener('message', onMessage);
          resolve(event.data.value);
        };
        worker.addEventListener('message', onMessage);
        worker.postMessage({ id, type: 'APPLY', path: [name], argumentList: [{ type: 'RAW', value: arg }] });
      });
      const times = [];
      let size = 0;
      for (let i = 0; i < runs + 10; i += 1) {
        const start = performance.now();
        const ids = await call('drawExam', { category: 'D', seed: i, mode: 'exam' });
        if (i >= 10) times.push(performance.now() - start);
        size = ids.length;
      }
      worker.terminate();
      return { times, size };
    })(${JSON.stringify({ url: `/assets/${workerFile}`, runs: ROUND_TRIPS })})`)) as {
      times: number[];
      size: number;
    };
    const { p50, p95 } = figures(result.times);
    console.log(
      `worker round trip (Chromium, comlink, bank cached in the worker per bank version, ${result.size} questions drawn, ${ROUND_TRIPS} runs): p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function benchExam(): Promise<void> {
  benchEngine();
  await benchWorker();
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await benchExam();
}
