/*
 * Study figures for `npm run bench`: moving to the next question in the study view on the car bank
 * (600 questions with the official bank, the demo bank otherwise), measured by the page itself
 * (`data-render-ms`: navigation request → committed DOM). Prints p50/p95; never fails on numbers.
 * Uses the given base URL, or starts our server on the production build (dist/) with the bank imported.
 */
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const STEPS = 120;
const GOAL_MS = 16;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
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
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gplx-study-'));
  const port = 8900 + Math.floor(Math.random() * 90);
  const distDir = path.resolve(process.env.STATIC_DIR ?? 'dist');
  const config = readConfig({ PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: distDir });
  const app = await buildServer({ config, db: handle.db, logger: false });
  await app.listen({ host: '127.0.0.1', port });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

export async function benchStudy(baseUrlArg?: string): Promise<void> {
  const { chromium } = await import('playwright-core');
  const server = baseUrlArg ? { baseUrl: baseUrlArg, stop: async () => {} } : await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${server.baseUrl}/study?category=car`);
    const heading = page.getByRole('heading', { level: 2, name: /^Câu hỏi \d+$/ });
    await heading.waitFor({ timeout: 120_000 });
    const total = await page.getByTestId('study-position').textContent();
    const view = page.getByTestId('study-view');
    const times: number[] = [];
    for (let step = 0; step < STEPS; step += 1) {
      const before = await heading.textContent();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        `document.querySelector('#study-question-heading')?.textContent !== ${JSON.stringify(before)}`,
      );
      const ms = Number(await view.getAttribute('data-render-ms'));
      if (Number.isFinite(ms) && step > 2) times.push(ms); // the first steps warm up
    }
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log(
      `next question (${total?.replace(/^Câu \d+ \/ /, '') ?? '?'} questions, ${sorted.length} moves): p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal ≤ ${GOAL_MS} ms: ${p95 <= GOAL_MS ? 'PASS' : 'OVER'})`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await benchStudy(process.argv[2]);
}
