/*
 * PWA figures for `npm run bench`: first-load JS and CSS of the production build (gzip: the entry
 * script, its modulepreloads and stylesheets from index.html, whether as tags or in the boot script), the precache size (sum of the service
 * worker's manifest) and Lighthouse 12 mobile performance on Home served by our own server (the
 * median of several runs).
 * Prints PASS/OVER against the budgets and never fails.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const JS_BUDGET_KB = 110;
const CSS_BUDGET_KB = 12;
const LIGHTHOUSE_TARGET = 95;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (bytes: number, budgetKb: number) =>
  bytes <= budgetKb * 1024 ? 'PASS' : `OVER by ${kb(bytes - budgetKb * 1024)}`;

export function firstLoadAssets(distDir: string): { js: string[]; css: string[] } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith('<script') && /type="module"/.test(tag)) {
      const src = attr(tag, 'src');
      if (src) js.add(src);
    } else if (tag.startsWith('<script') && attr(tag, 'data-entry')) {
      // index.html's boot script loads the entry and its preloads after Home's first paint.
      js.add(attr(tag, 'data-entry') ?? '');
      for (const href of (attr(tag, 'data-preload') ?? '').split(' ').filter(Boolean)) js.add(href);
    } else if (/rel="modulepreload"/.test(tag)) {
      const href = attr(tag, 'href');
      if (href) js.add(href);
    } else if (/rel="stylesheet"/.test(tag)) {
      const href = attr(tag, 'href');
      if (href) css.add(href);
    }
  }
  return { js: [...js], css: [...css] };
}

const gzipSize = (distDir: string, url: string) =>
  gzipSync(readFileSync(path.join(distDir, url.replace(/^\//, ''))), { level: 9 }).length;

export function precacheBytes(distDir: string): { entries: number; bytes: number } {
  const sw = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '');
  const unique = [...new Set(urls)];
  const bytes = unique.reduce((sum, url) => {
    const file = path.join(distDir, url);
    return sum + (existsSync(file) ? statSync(file).size : 0);
  }, 0);
  return { entries: unique.length, bytes };
}

type LighthouseRun = { score: number; summary: string };

/** One Lighthouse mobile run against Home in a fresh browser (cold cache and storage). */
async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const [{ default: lighthouse }, { chromium }] = await Promise.all([
    import('lighthouse'),
    import('playwright-core'),
  ]);
  const debugPort = 9300 + Math.floor(Math.random() * 200);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
    });
    const lhr = result?.lhr;
    if (lhr?.runtimeError) return { score: 0, summary: `error ${lhr.runtimeError.code}` };
    const metric = (id: string) => lhr?.audits[id]?.displayValue ?? '?';
    return {
      score: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
      summary: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse 12 mobile performance of Home served by our server. Scores vary from run to run
 * (more so on a busy machine), so it runs LIGHTHOUSE_RUNS times (3) and judges the median.
 */
async function lighthouseHome(distDir: string): Promise<void> {
  const { readConfig } = await import('../src/server/config');
  const { openDatabase } = await import('../src/server/db/client');
  const { migrate } = await import('../src/server/db/migrate');
  const { buildServer } = await import('../src/server/app');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gplx-lh-'));
  const handle = await openDatabase({});
  await migrate(handle.db);
  const port = 8700 + Math.floor(Math.random() * 200);
  const config = readConfig({ PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: distDir });
  const app = await buildServer({ config, db: handle.db, logger: false });
  await app.listen({ host: '127.0.0.1', port });
  try {
    const runs: LighthouseRun[] = [];
    const count = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
    for (let i = 0; i < count; i += 1) {
      const run = await lighthouseRun(`http://127.0.0.1:${port}/`);
      console.log(`  Lighthouse run ${i + 1}: ${run.score} — ${run.summary}`);
      runs.push(run);
    }
    const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
    const score = median?.score ?? 0;
    console.log(
      `Lighthouse mobile performance (Home, median of ${runs.length}): ${score} (target ≥ ${LIGHTHOUSE_TARGET}: ${
        score >= LIGHTHOUSE_TARGET ? 'PASS' : 'BELOW'
      }) — ${median?.summary ?? ''}`,
    );
  } finally {
    await app.close();
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchPwa(): Promise<void> {
  const distDir = path.resolve(process.env.BENCH_DIST ?? 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.log(`(no production build in ${distDir}: run npm run build first)`);
    return;
  }
  const { js, css } = firstLoadAssets(distDir);
  const jsBytes = js.reduce((sum, url) => sum + gzipSize(distDir, url), 0);
  const cssBytes = css.reduce((sum, url) => sum + gzipSize(distDir, url), 0);
  console.log(
    `First-load JS (gzip, ${js.length} files): ${kb(jsBytes)} — budget ${JS_BUDGET_KB} KB: ${verdict(jsBytes, JS_BUDGET_KB)}`,
  );
  for (const url of js) console.log(`  ${url}: ${kb(gzipSize(distDir, url))}`);
  console.log(
    `First-load CSS (gzip, ${css.length} files): ${kb(cssBytes)} — budget ${CSS_BUDGET_KB} KB: ${verdict(cssBytes, CSS_BUDGET_KB)}`,
  );
  if (existsSync(path.join(distDir, 'sw.js'))) {
    const precache = precacheBytes(distDir);
    console.log(`Precache: ${precache.entries} entries, ${kb(precache.bytes)} (uncompressed)`);
  } else console.log('Precache: (no sw.js in the build)');
  try {
    await lighthouseHome(distDir);
  } catch (error) {
    console.log(`Lighthouse skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
}
