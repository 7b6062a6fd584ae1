/*
 * A bank folder in a .zip (fflate): unpacking an uploaded archive — or a lone bank.json — into a
 * temporary folder the importer reads (bank.json at the root or inside one top folder; no paths
 * outside it; size and file-count caps against zip bombs), and packing an exported folder.
 */
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { ApiError } from '../http/errors.js';

export const MAX_UNZIPPED_BYTES = 300 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 5000;

const invalidZip = (message: string) => new ApiError(400, 'invalid-zip', message);

export const makeTempDir = () => mkdtemp(path.join(tmpdir(), 'gplx-bank-'));
export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

function unpack(bytes: Uint8Array): Record<string, Uint8Array> {
  let total = 0;
  let count = 0;
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        count += 1;
        if (total > MAX_UNZIPPED_BYTES || count > MAX_ZIP_ENTRIES) {
          throw invalidZip('Tệp zip quá lớn sau khi giải nén');
        }
        return !file.name.endsWith('/');
      },
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalidZip('Tệp không phải .zip hợp lệ');
  }
}

/** Writes the bank of an upload into `dir`; returns the folder that holds bank.json. */
export async function unpackBank(bytes: Uint8Array, dir: string): Promise<string> {
  const head = Buffer.from(bytes.subarray(0, 64))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (head.trimStart().startsWith('{')) {
    await writeFile(path.join(dir, 'bank.json'), bytes);
    return dir;
  }
  const files = unpack(bytes);
  const names = Object.keys(files).filter((n) => !n.startsWith('__MACOSX/'));
  const root = path.resolve(dir);
  for (const name of names) {
    const target = path.resolve(root, name);
    if (!target.startsWith(root + path.sep)) throw invalidZip(`Đường dẫn không hợp lệ: ${name}`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, files[name] as Uint8Array);
  }
  const banks = names
    .filter((n) => n === 'bank.json' || n.endsWith('/bank.json'))
    .sort((a, b) => a.split('/').length - b.split('/').length);
  const first = banks[0];
  if (first === undefined) {
    throw new ApiError(400, 'bank-json-missing', 'Không tìm thấy bank.json trong tệp zip');
  }
  return path.join(root, path.dirname(first));
}

async function collect(dir: string, prefix: string, out: Zippable): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await collect(full, name, out);
    else {
      const data = new Uint8Array(await readFile(full));
      // Images are already compressed; deflating them again only costs time.
      out[name] = [data, { level: name.endsWith('.json') ? 6 : 0 }];
    }
  }
}

/** Zips every file under `dir` (paths relative to it). */
export async function packFolder(dir: string): Promise<Uint8Array> {
  const files: Zippable = {};
  await collect(dir, '', files);
  return zipSync(files);
}
