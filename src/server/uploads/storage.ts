/*
 * Where uploaded bytes live: a tiny content-addressed store (put/get by sha256). The default keeps
 * files under DATA_DIR/uploads/<2 hex>/<hash>; another backend (object storage) only needs these two
 * functions. Server-only.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type FileStorage = {
  /** Stores the bytes under their hash; storing the same hash twice is a no-op. */
  put: (hash: string, bytes: Uint8Array) => Promise<void>;
  /** The bytes of a stored hash, or null when there are none. */
  get: (hash: string) => Promise<Uint8Array | null>;
};

const HASH = /^[0-9a-f]{64}$/;

export function diskStorage(root: string): FileStorage {
  const fileOf = (hash: string) => {
    if (!HASH.test(hash)) throw new Error('invalid hash');
    return path.join(root, hash.slice(0, 2), hash);
  };
  return {
    put: async (hash, bytes) => {
      const file = fileOf(hash);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    get: async (hash) => {
      if (!HASH.test(hash)) return null;
      try {
        return new Uint8Array(await readFile(fileOf(hash)));
      } catch {
        return null;
      }
    },
  };
}

export const uploadStorageFor = (dataDir: string) => diskStorage(path.join(dataDir, 'uploads'));
