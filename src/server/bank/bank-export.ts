/*
 * exportBank(db, folder): writes the live bank back out as gplx-bank/1 (bank.json with pools and
 * poolCritical, images/<hash>.webp|svg). Importing the result into the same database changes nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { BANK_FORMAT, type BankQuestion } from '../../domain/bank-format';
import type { Db } from '../db/client.js';
import { questionImages } from '../db/schema.js';
import { bankTitle, liveQuestions } from './bank-queries.js';
import { currentBankVersion } from './bank-version.js';

export type ExportReport = { questions: number; images: number; version: number };

const extensionFor = (mime: string) =>
  mime === 'image/svg+xml'
    ? 'svg'
    : mime === 'image/png'
      ? 'png'
      : mime === 'image/jpeg'
        ? 'jpg'
        : 'webp';

export async function exportBank(db: Db, folder: string): Promise<ExportReport> {
  const records = await liveQuestions(db);
  const hashes = [...new Set(records.flatMap((r) => (r.imageHash ? [r.imageHash] : [])))];
  const files = new Map<string, string>();
  await mkdir(path.join(folder, 'images'), { recursive: true });
  for (let i = 0; i < hashes.length; i += 40) {
    const rows = await db
      .select()
      .from(questionImages)
      .where(inArray(questionImages.hash, hashes.slice(i, i + 40)));
    for (const row of rows) {
      const name = `images/${row.hash}.${extensionFor(row.mime)}`;
      await writeFile(path.join(folder, name), row.bytes);
      files.set(row.hash, name);
    }
  }

  const pools: Record<string, number[]> = {};
  const poolCritical: Record<string, number[]> = {};
  for (const r of records) {
    for (const pool of r.pools) (pools[pool] ??= []).push(r.number);
  }
  for (const pool of Object.keys(pools)) poolCritical[pool] = [];
  for (const r of records) {
    for (const pool of r.poolCritical) if (pools[pool]) poolCritical[pool]?.push(r.number);
  }
  const questions = records.map((r): BankQuestion => {
    const image = r.imageHash ? (files.get(r.imageHash) ?? null) : null;
    return {
      number: r.number,
      chapter: r.chapter,
      critical: r.critical,
      text: r.text,
      options: r.options,
      answer: r.answer,
      explanation: r.explanation,
      image,
      ...(image ? { imageAlt: r.imageAlt } : {}),
    };
  });
  const version = await currentBankVersion(db);
  const bank = {
    format: BANK_FORMAT,
    title: (await bankTitle(db)) || 'Ngân hàng câu hỏi',
    version,
    questions,
    pools,
    poolCritical,
  };
  await writeFile(path.join(folder, 'bank.json'), `${JSON.stringify(bank, null, 2)}\n`, 'utf8');
  return { questions: questions.length, images: files.size, version };
}
