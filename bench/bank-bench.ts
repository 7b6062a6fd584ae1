// Question-bank figures for `npm run bench`: total transfer of the full offline bank (manifest +
// gzip questions + every image), server import time, for the demo bank and (when ../shared exists)
// the official bank; and the time to put 600 questions into IndexedDB in Chromium (Dexie, 20 runs).
// Prints numbers only; never fails on them.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildServer } from '../src/server/app';
import { importBank } from '../src/server/bank/bank-import';
import { liveQuestions } from '../src/server/bank/bank-queries';
import { readConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import type { QuestionRecord } from '../src/domain/question';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measureBank(name: string, folder: string): Promise<QuestionRecord[]> {
  const handle = await openDatabase({});
  try {
    await migrate(handle.db);
    const started = performance.now();
    const report = await importBank(handle.db, folder, { actor: 'bench' });
    const importMs = performance.now() - started;
    if (report.errors.length > 0) {
      console.log(`${name}: invalid bank (${report.errors.length} errors)`);
      return [];
    }
    const config = readConfig({ STATIC_DIR: '', JWT_SECRET: 'bench-secret-bench-secret-bench-32' });
    const app = await buildServer({ config, db: handle.db, logger: false });
    const gzip = { 'accept-encoding': 'gzip' };
    const manifestRes = await app.inject({ url: '/api/bank/manifest', headers: gzip });
    const questionsRes = await app.inject({ url: '/api/bank/questions', headers: gzip });
    const plain = await app.inject({ url: '/api/bank/manifest' });
    const manifest = plain.json<{
      data: { images: { hash: string }[]; questionCount: number };
    }>().data;
    let imageBytes = 0;
    for (const image of manifest.images) {
      const res = await app.inject({ url: `/api/bank/images/${image.hash}`, headers: gzip });
      imageBytes += res.rawPayload.byteLength;
    }
    await app.close();
    const total =
      manifestRes.rawPayload.byteLength + questionsRes.rawPayload.byteLength + imageBytes;
    console.log(
      `${name}: ${manifest.questionCount} questions, ${manifest.images.length} images — import ${importMs.toFixed(0)} ms`,
    );
    console.log(
      `  transfer: manifest ${kb(manifestRes.rawPayload.byteLength)} + questions (gzip) ${kb(questionsRes.rawPayload.byteLength)} + images ${mb(imageBytes)} = ${mb(total)} (goal ≤ 3 MB)`,
    );
    return await liveQuestions(handle.db);
  } finally {
    await handle.close();
  }
}

/** 600 records: the official bank's, else the demo bank's repeated under new ids/numbers. */
function sixHundred(records: QuestionRecord[]): QuestionRecord[] {
  if (records.length === 0) return [];
  return Array.from({ length: 600 }, (_, i) => {
    const base = records[i % records.length] as QuestionRecord;
    return { ...base, id: `q${i + 1}`, number: i + 1 };
  });
}

async function benchIndexedDb(questions: QuestionRecord[]) {
  const require = createRequire(import.meta.url);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.route('http://bench.local/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
    );
    await page.goto('http://bench.local/');
    await page.addScriptTag({ path: require.resolve('dexie/dist/dexie.js') });
    const times = await page.evaluate(async (records) => {
      const DexieCtor = (globalThis as unknown as { Dexie: new (name: string) => BenchDb }).Dexie;
      type BenchTable = {
        bulkPut: (r: unknown[]) => Promise<unknown>;
        put: (r: unknown) => Promise<unknown>;
        clear: () => Promise<void>;
      };
      type BenchDb = {
        version: (n: number) => { stores: (s: Record<string, string>) => void };
        open: () => Promise<unknown>;
        transaction: (
          mode: string,
          a: BenchTable,
          b: BenchTable,
          f: () => Promise<void>,
        ) => Promise<void>;
        table: (name: string) => BenchTable;
      };
      const db = new DexieCtor('bench');
      db.version(1).stores({
        questions: 'id, &number, chapter, *pools, updatedDate',
        bankMeta: 'key',
      });
      await db.open();
      const questions = db.table('questions');
      const meta = db.table('bankMeta');
      const result: number[] = [];
      for (let run = 0; run <= 20; run += 1) {
        await questions.clear();
        const started = performance.now();
        await db.transaction('rw', questions, meta, async () => {
          await questions.bulkPut(records);
          await meta.put({ key: 'bank', version: run });
        });
        if (run > 0) result.push(performance.now() - started); // run 0 warms up
      }
      return result;
    }, questions);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `IndexedDB put of ${questions.length} questions (Chromium, Dexie, 20 runs): p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms (goal ≤ 300 ms p50)`,
    );
  } finally {
    await browser.close();
  }
}

export async function benchBank(): Promise<void> {
  const demo = path.resolve(process.cwd(), 'bank/demo');
  const official = path.resolve(process.cwd(), '../shared/bank/official-2025');
  let records: QuestionRecord[] = [];
  try {
    if (existsSync(path.join(demo, 'bank.json'))) records = await measureBank('demo bank', demo);
    if (existsSync(path.join(official, 'bank.json'))) {
      records = await measureBank('official 2025 bank', official);
    } else console.log('official bank: ../shared/bank/official-2025 not present');
  } catch (error) {
    console.log(`bank transfer/import: failed (${(error as Error).message})`);
  }
  try {
    const six = sixHundred(records);
    if (six.length > 0) await benchIndexedDb(six);
  } catch (error) {
    console.log(`IndexedDB put: failed (${(error as Error).message})`);
  }
}
