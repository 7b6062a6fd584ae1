// The official 2025 bank from ../shared (read at run time, never copied): imported once on PGlite
// (270 PNG → WebP conversions are slow on a shared machine); runs only when the folder exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { importBank, type ImportReport } from '../../src/server/bank/bank-import';
import { bankManifest } from '../../src/server/bank/bank-queries';
import { queryRows } from '../../src/server/db/client';
import { startTestServer, type TestServer } from '../helpers/test-server';

const official = path.resolve(process.cwd(), '../shared/bank/official-2025');

describe.runIf(existsSync(path.join(official, 'bank.json')))('official 2025 bank [pglite]', () => {
  let server: TestServer;
  let report: ImportReport;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    report = await importBank(server.db, official, { actor: 'test' });
  }, 600_000);
  afterAll(async () => {
    await server?.close();
  });

  it('imports 600 questions and 270 images', async () => {
    expect(report.errors).toEqual([]);
    // Two pairs of the 270 files are byte-identical, so content addressing stores 268.
    expect(report).toMatchObject({ added: 600, images: 270, storedImages: 268, version: 1 });
    const [counts] = await queryRows<{ q: number; img: number }>(
      server.db,
      sql`SELECT (SELECT count(*)::int FROM questions) AS q, (SELECT count(*)::int FROM question_images) AS img`,
    );
    expect(counts).toEqual({ q: 600, img: 268 });
  });

  it('pools A1/A 250 (20 critical) and B1 300 (30 critical)', async () => {
    const manifest = await bankManifest(server.db);
    expect(manifest.poolCounts).toEqual({ A1: 250, A: 250, B1: 300 });
    const critical = await queryRows<{ pool: string; n: number }>(
      server.db,
      sql`SELECT p AS pool, count(*)::int AS n FROM questions, jsonb_array_elements_text(pool_critical) p GROUP BY p ORDER BY p`,
    );
    expect(Object.fromEntries(critical.map((c) => [c.pool, c.n]))).toEqual({
      A: 20,
      A1: 20,
      B1: 30,
    });
    expect(manifest.images.every((i) => i.mime === 'image/webp')).toBe(true);
    console.log(`official bank images: ${(manifest.totalImageBytes / 1e6).toFixed(2)} MB WebP`);
  });

  it('re-importing changes nothing', async () => {
    const again = await importBank(server.db, official);
    expect(again).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: 600, version: 1 });
  }, 600_000);
});
