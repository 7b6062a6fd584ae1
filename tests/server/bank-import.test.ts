import { expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { importBank } from '../../src/server/bank/bank-import';
import { exportBank } from '../../src/server/bank/bank-export';
import { currentBankVersion } from '../../src/server/bank/bank-version';
import { queryRows, type Db } from '../../src/server/db/client';
import { describeEachDatabase } from '../helpers/test-server';
import { fixtureBank, writeFixtureBank } from '../fixtures/fixture-bank';

async function snapshot(db: Db) {
  const [row] = await queryRows<{ q: number; live: number; img: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM questions) AS q,
               (SELECT count(*)::int FROM questions WHERE deleted_date IS NULL) AS live,
               (SELECT count(*)::int FROM question_images) AS img`,
  );
  return { ...row, version: await currentBankVersion(db) };
}

describeEachDatabase('bank import/export', (server) => {
  it('imports a fixture bank: questions, pools, critical lists, images', async () => {
    const { db } = server();
    const report = await importBank(db, await writeFixtureBank(), { actor: 'test' });
    expect(report).toMatchObject({ added: 8, changed: 0, removed: 0, unchanged: 0, images: 2 });
    expect(report.errors).toEqual([]);
    expect(report.version).toBe(1);
    const rows = await queryRows<{
      id: string;
      pools: string[];
      pool_critical: string[];
      image_hash: string | null;
      bank_version: number;
    }>(
      db,
      sql`SELECT id, pools, pool_critical, image_hash, bank_version FROM questions ORDER BY question_number`,
    );
    expect(rows.map((r) => r.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8']);
    expect(rows[0]).toMatchObject({
      pools: ['A1', 'B1'],
      pool_critical: ['A1', 'B1'],
      bank_version: 1,
    });
    expect(rows[4]?.pools).toEqual([]);
    expect(rows[5]?.image_hash).toBe(rows[6]?.image_hash);
    const images = await queryRows<{
      mime: string;
      width: number;
      height: number;
      source_hash: string | null;
    }>(db, sql`SELECT mime, width, height, source_hash FROM question_images ORDER BY mime`);
    expect(images).toMatchObject([
      { mime: 'image/svg+xml', width: 120, height: 120 },
      { mime: 'image/webp', width: 64, height: 48 },
    ]);
    expect(images.every((i) => /^[0-9a-f]{64}$/.test(i.source_hash ?? ''))).toBe(true);
  });

  it('re-importing the same bank changes nothing; a change bumps the version once', async () => {
    const { db } = server();
    const folder = await writeFixtureBank();
    await importBank(db, folder);
    const before = await snapshot(db);
    const again = await importBank(db, folder);
    expect(again).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: 8, version: 1 });
    expect(await snapshot(db)).toEqual(before);

    const bank = fixtureBank();
    bank.questions[1] = { ...bank.questions[1]!, text: 'Nội dung đã sửa?' };
    bank.questions = bank.questions.filter((x) => x.number !== 5);
    bank.questions.push({ ...bank.questions[0]!, number: 9, critical: false });
    const next = await importBank(db, await writeFixtureBank(bank));
    expect(next).toMatchObject({ added: 1, changed: 1, removed: 1, unchanged: 6, version: 2 });
    const [q5] = await queryRows<{ deleted_date: Date | null; bank_version: number }>(
      db,
      sql`SELECT deleted_date, bank_version FROM questions WHERE id = 'q5'`,
    );
    expect(q5?.deleted_date).not.toBeNull();
    expect(q5?.bank_version).toBe(2);
  });

  it('rejects an invalid bank whole, naming question and field; the database is unchanged', async () => {
    const { db } = server();
    await importBank(db, await writeFixtureBank());
    const before = await snapshot(db);
    const bank = fixtureBank();
    bank.questions[2] = { ...bank.questions[2]!, answer: 7 };
    bank.pools.A1 = [...(bank.pools.A1 ?? []), 99];
    const bad = await importBank(db, await writeFixtureBank(bank));
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ question: 3, field: 'answer' }),
        expect.objectContaining({ question: 99, field: 'pools.A1' }),
      ]),
    );
    const missing = await importBank(
      db,
      await writeFixtureBank(fixtureBank(), { skipImages: ['images/situation.png'] }),
    );
    expect(missing.errors).toEqual([
      expect.objectContaining({
        question: 8,
        field: 'image',
        message: expect.stringContaining('Câu 8'),
      }),
    ]);
    expect(await snapshot(db)).toEqual(before);
    expect(missing.version).toBe(before.version);
  });

  it('rejects unsafe SVG and files that are not images', async () => {
    const { db } = server();
    const folder = await writeFixtureBank();
    await writeFile(
      path.join(folder, 'images/sign.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>x()</script></svg>',
    );
    await writeFile(path.join(folder, 'images/situation.png'), 'not an image at all');
    const report = await importBank(db, folder);
    expect(report.errors.map((e) => [e.question, e.field])).toEqual([
      [6, 'image'],
      [7, 'image'],
      [8, 'image'],
    ]);
    expect(report.errors[0]?.message).toMatch(/script/);
    expect((await snapshot(db)).q).toBe(0);
  });

  it('export then import round-trips with no change', async () => {
    const { db } = server();
    await importBank(db, await writeFixtureBank());
    const before = await snapshot(db);
    const out = await mkdtemp(path.join(tmpdir(), 'gplx-export-'));
    const exported = await exportBank(db, out);
    expect(exported).toEqual({ questions: 8, images: 2, version: 1 });
    const report = await importBank(db, out);
    expect(report).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: 8, errors: [] });
    expect(await snapshot(db)).toEqual(before);
  });
});
