/*
 * The bank download engine: manifest → (if the version differs) questions since the stored version,
 * written with bankMeta in one Dexie transaction → missing images by hash, a few at a time, as Blobs.
 * Offline or server down keeps the stored bank; a full disk rolls back and reports 'quota'; an
 * interrupted image download resumes next time (only hashes not yet stored are fetched).
 */
import type { GplxDatabase } from '../../db/database';
import { firstText, type QuestionRecord } from '../../domain/question';
import {
  applyBankUpdate,
  missingImageHashes,
  putImage,
  readBankMeta,
  updateBankMeta,
} from '../../db/bank-repository';
import {
  BankFetchError,
  fetchChanges,
  fetchImage,
  fetchManifest,
  type BankManifest,
  type BankTransport,
} from './bank-api';
import type { BankProgressStore } from './bank-progress';

export type BankSyncOptions = {
  db: GplxDatabase;
  /** Origin of the server ('' = same origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
  progress?: BankProgressStore;
  now?: () => Date;
  /** Parallel image downloads. */
  concurrency?: number;
};

export type BankSyncResult =
  | { status: 'complete'; version: number; imagesFetched: number }
  | { status: 'offline' }
  | { status: 'quota' }
  /** A bank is stored but this pass could not finish (offline); `missing` 1 when images are incomplete. */
  | { status: 'incomplete'; version: number; missing: number };

/** DOMException or Dexie error named QuotaExceededError (directly or as Dexie's `inner`). */
export function isQuotaError(error: unknown): boolean {
  const named = (e: unknown) =>
    typeof e === 'object' && e !== null && 'name' in e && e.name === 'QuotaExceededError';
  const inner =
    typeof error === 'object' && error !== null && 'inner' in error ? error.inner : null;
  return named(error) || named(inner);
}

class QuotaError extends Error {}

/** SPEC §3 reading rules on what the server sent: string or array → first item, trimmed, NFC. */
export const normalizeRecord = (q: QuestionRecord): QuestionRecord => ({
  ...q,
  text: firstText(q.text),
  options: (Array.isArray(q.options) ? q.options : []).map((o) => firstText(o)),
  explanation: firstText(q.explanation),
  imageAlt: firstText(q.imageAlt),
});

async function syncQuestions(
  options: BankSyncOptions,
  transport: BankTransport,
  manifest: BankManifest,
): Promise<void> {
  const { db, progress } = options;
  const now = (options.now ?? (() => new Date()))().toISOString();
  const meta = await readBankMeta(db);
  if (meta && meta.version === manifest.version) {
    await updateBankMeta(db, { checkedAt: now });
    return;
  }
  progress?.set({ phase: 'questions', percent: 10 });
  const since = meta && meta.version < manifest.version ? meta.version : 0;
  const changes = await fetchChanges(transport, since);
  progress?.set({ percent: 70 });
  try {
    await applyBankUpdate(db, {
      questions: changes.questions.map(normalizeRecord),
      deletedIds: changes.deletedIds,
      replace: since === 0,
      meta: {
        version: changes.version,
        title: manifest.title,
        imageCount: manifest.images.length,
        imagesComplete: false,
        updatedDate: now,
        checkedAt: now,
      },
    });
  } catch (error) {
    if (isQuotaError(error)) throw new QuotaError();
    throw error;
  }
  progress?.set({ percent: 100 });
}

async function syncImages(
  options: BankSyncOptions,
  transport: BankTransport,
  manifest: BankManifest,
): Promise<number> {
  const { db, progress } = options;
  const wanted = manifest.images;
  const missing = new Set(
    await missingImageHashes(
      db,
      wanted.map((i) => i.hash),
    ),
  );
  const queue = wanted.filter((i) => missing.has(i.hash));
  let done = wanted.length - queue.length;
  let fetched = 0;
  progress?.set({ phase: 'images', done, total: wanted.length, percent: 0 });
  let failure: unknown = null;
  const worker = async () => {
    for (let image = queue.shift(); image && failure === null; image = queue.shift()) {
      try {
        const blob = await fetchImage(transport, image.hash, image.mime);
        await putImage(db, { hash: image.hash, blob, mime: image.mime, size: blob.size });
        done += 1;
        fetched += 1;
        const percent = wanted.length ? Math.round((done / wanted.length) * 100) : 100;
        progress?.set({ done, percent });
      } catch (error) {
        failure = isQuotaError(error) ? new QuotaError() : error;
      }
    }
  };
  const workers = Math.max(1, options.concurrency ?? 4);
  await Promise.all(Array.from({ length: workers }, worker));
  if (failure !== null) throw failure;
  return fetched;
}

/** One full pass; never throws for network or quota problems (see the result). */
export async function syncBank(options: BankSyncOptions): Promise<BankSyncResult> {
  const { db, progress } = options;
  const transport: BankTransport = {
    baseUrl: (options.baseUrl ?? '').replace(/\/$/, ''),
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  };
  progress?.set({ phase: 'checking', percent: 0, error: null });
  try {
    const manifest = await fetchManifest(transport);
    await syncQuestions(options, transport, manifest);
    const meta = await readBankMeta(db);
    let fetched = 0;
    if (!meta?.imagesComplete) {
      fetched = await syncImages(options, transport, manifest);
      await updateBankMeta(db, { imagesComplete: true });
    }
    progress?.set({ phase: 'done', percent: 100 });
    return {
      status: 'complete',
      version: meta?.version ?? manifest.version,
      imagesFetched: fetched,
    };
  } catch (error) {
    if (error instanceof QuotaError) {
      progress?.set({ phase: 'error', error: 'quota' });
      return { status: 'quota' };
    }
    // Offline, server down or an unexpected answer: keep the stored bank, try again next time.
    if (!(error instanceof BankFetchError)) console.warn('bank sync failed', error);
    progress?.set({ phase: 'offline' });
    const meta = await readBankMeta(db).catch(() => undefined);
    if (!meta) return { status: 'offline' };
    return { status: 'incomplete', version: meta.version, missing: meta.imagesComplete ? 0 : 1 };
  }
}
