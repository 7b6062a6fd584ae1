/*
 * Reading a bank folder (bank.json + images/) into memory and checking all of it before anything is
 * written: the gplx-bank/1 schema (validateBank) and every referenced image (exists inside the
 * folder, real PNG/JPEG/WebP/SVG by magic bytes, safe SVG). Then images are prepared for storage.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateBank, type BankError, type BankFile } from '../../domain/bank-format';
import {
  detectImageMime,
  mapLimit,
  prepareImage,
  sha256,
  svgProblems,
  type ImageMime,
  type StoredImage,
} from './image-files.js';

export type LoadedBank =
  | { ok: true; bank: BankFile; images: Map<string, StoredImage> }
  | { ok: false; errors: BankError[] };

type CheckedFile = { bytes: Uint8Array; mime: ImageMime };

/** Images already stored, by the sha256 of their source file (lets a re-import skip sharp). */
export type ReuseImages = (
  sourceHashes: string[],
) => Promise<Map<string, Omit<StoredImage, 'bytes' | 'stored'>>>;

const fileError = (message: string): BankError => ({ question: null, field: 'bank.json', message });

async function readBankJson(folder: string): Promise<{ json: unknown } | { error: BankError }> {
  let text: string;
  try {
    text = await readFile(path.join(folder, 'bank.json'), 'utf8');
  } catch {
    return { error: fileError(`Không đọc được tệp ${path.join(folder, 'bank.json')}`) };
  }
  try {
    return { json: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown };
  } catch (error) {
    return { error: fileError(`bank.json không phải JSON hợp lệ: ${(error as Error).message}`) };
  }
}

async function checkImage(folder: string, relative: string): Promise<CheckedFile | string> {
  const root = path.resolve(folder);
  const full = path.resolve(root, relative);
  if (!full.startsWith(root + path.sep)) return 'đường dẫn ảnh nằm ngoài thư mục ngân hàng';
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(full));
  } catch {
    return `không tìm thấy tệp ảnh ${relative}`;
  }
  const mime = detectImageMime(bytes);
  if (!mime) return `tệp ${relative} không phải ảnh PNG, JPEG, WebP hoặc SVG`;
  if (mime === 'image/svg+xml') {
    const problems = svgProblems(Buffer.from(bytes).toString('utf8'));
    if (problems.length > 0) return `tệp ${relative}: ${problems.join('; ')}`;
  }
  return { bytes, mime };
}

/** Validates a bank folder completely; on success returns the bank and its prepared images by path. */
export async function loadBankFolder(folder: string, reuse?: ReuseImages): Promise<LoadedBank> {
  const read = await readBankJson(folder);
  if ('error' in read) return { ok: false, errors: [read.error] };
  const validation = validateBank(read.json);
  if (!validation.ok) return { ok: false, errors: validation.errors };
  const { bank } = validation;

  const paths = [...new Set(bank.questions.flatMap((q) => (q.image === null ? [] : [q.image])))];
  const checked = new Map<string, CheckedFile>();
  const problems = new Map<string, string>();
  const images = new Map<string, StoredImage>();
  await mapLimit(paths, 8, async (relative) => {
    const result = await checkImage(folder, relative);
    if (typeof result === 'string') problems.set(relative, result);
    else checked.set(relative, result);
  });
  if (problems.size === 0) {
    const sources = new Map(paths.map((p) => [p, sha256((checked.get(p) as CheckedFile).bytes)]));
    const known = reuse ? await reuse([...new Set(sources.values())]) : undefined;
    await mapLimit(paths, 2, async (relative) => {
      const file = checked.get(relative) as CheckedFile;
      const found = known?.get(sources.get(relative) ?? '');
      if (found) {
        images.set(relative, { ...found, bytes: new Uint8Array(), stored: true });
        return;
      }
      try {
        images.set(relative, await prepareImage(file.bytes, file.mime));
      } catch {
        problems.set(relative, `tệp ${relative} bị hỏng, không chuyển đổi được`);
      }
    });
  }
  if (problems.size > 0) {
    const errors = bank.questions.flatMap((q): BankError[] => {
      const problem = q.image === null ? undefined : problems.get(q.image);
      return problem
        ? [
            {
              question: q.number,
              field: 'image',
              message: `Câu ${q.number}, trường image: ${problem}`,
            },
          ]
        : [];
    });
    return { ok: false, errors };
  }

  return { ok: true, bank, images };
}
