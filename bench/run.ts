/*
 * npm run bench: prints performance figures (p50/p95 and sizes) and never fails on them.
 * Starts with the production bundle's first-load JS and CSS (gzip), then each area's benchmark.
 */
import { existsSync } from 'node:fs';

type Bench = { name: string; module: string; exportName: string };

const benches: Bench[] = [
  {
    name: 'PWA: first load, precache, Lighthouse',
    module: './pwa-bench.ts',
    exportName: 'benchPwa',
  },
  { name: 'Question bank', module: './bank-bench.ts', exportName: 'benchBank' },
  { name: 'Exam engine', module: './exam-bench.ts', exportName: 'benchExam' },
  { name: 'Study view', module: './study-bench.ts', exportName: 'benchStudy' },
  { name: 'Entity API', module: './entities-bench.ts', exportName: 'benchEntities' },
  { name: 'Sync', module: './sync-bench.ts', exportName: 'benchSync' },
];

const only = process.argv.slice(2);
for (const bench of benches) {
  if (only.length > 0 && !only.some((name) => bench.module.includes(name))) continue;
  console.log(`\n=== ${bench.name} ===`);
  if (!existsSync(new URL(bench.module, import.meta.url))) {
    console.log('(not available)');
    continue;
  }
  try {
    const loaded = (await import(bench.module)) as Record<string, () => Promise<void>>;
    const run = loaded[bench.exportName];
    if (run) await run();
    else console.log(`(no ${bench.exportName} export)`);
  } catch (error) {
    console.log(`(failed: ${error instanceof Error ? error.message : String(error)})`);
  }
}
process.exit(0);
