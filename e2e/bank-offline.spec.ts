// The offline bank: a learner who opened the app once can go offline, reload, and still have every
// question and its image from IndexedDB (images shown through blob: URLs).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { dropOfflineNoise, recordFailedRequests } from './offline-noise';

type Manifest = { version: number; questionCount: number; images: { hash: string }[] };

/** Reads the bank straight from IndexedDB (database 'gplx'), without the app's code. */
function readStoredBank(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('gplx');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const read = <T>(store: string, op: (s: IDBObjectStore) => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        if (!db.objectStoreNames.contains(store)) return resolve(undefined as T);
        const request = op(db.transaction(store).objectStore(store));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const meta = await read<
      | { version: number; imagesComplete: boolean; questionCount: number; imageCount: number }
      | undefined
    >('bankMeta', (s) => s.get('bank'));
    const questions = await read<number>('questions', (s) => s.count());
    const images = await read<number>('images', (s) => s.count());
    db.close();
    return { meta: meta ?? null, questions: questions ?? 0, images: images ?? 0 };
  });
}

test('the bank downloaded once works offline after a reload', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const { failed } = recordFailedRequests(page);
  const manifest = (await (await request.get('/api/bank/manifest')).json()) as { data: Manifest };
  const { questionCount, images, version } = manifest.data;
  expect(questionCount).toBeGreaterThanOrEqual(150);

  await page.goto('/');
  await expect
    .poll(async () => (await readStoredBank(page)).meta?.imagesComplete ?? false, {
      timeout: 60_000,
    })
    .toBe(true);
  // The device holds the whole bank it was told about: the manifest's, or a later version if
  // another spec's admin changed the shared server's bank in between.
  const stored = await readStoredBank(page);
  expect(stored.meta?.version ?? 0).toBeGreaterThanOrEqual(version);
  expect(stored.questions).toBe(stored.meta?.questionCount);
  expect(stored.images).toBe(stored.meta?.imageCount);
  if (stored.meta?.version === version) {
    expect(stored).toMatchObject({ questions: questionCount, images: images.length });
  }

  // Let the service worker take control (reload once online), then go offline and reload.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The online reload may have fetched a newer bank (another spec's admin); offline, whichever it
  // is stays whole.
  const offline = await readStoredBank(page);
  expect(offline.questions).toBe(offline.meta?.questionCount);
  expect(offline.questions).toBeGreaterThanOrEqual(questionCount);

  // Every question with an image finds it in IndexedDB; one is shown through a blob: URL.
  const shown = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('gplx');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    const questions = await all<{ number: number; imageHash: string | null }>('questions');
    const stored = await all<{ hash: string; blob: Blob }>('images');
    db.close();
    const byHash = new Map(stored.map((i) => [i.hash, i.blob]));
    const withImage = questions.filter((q) => q.imageHash);
    const missing = withImage.filter((q) => !byHash.has(q.imageHash as string)).length;
    const blob = byHash.get(withImage[0]?.imageHash as string) as Blob;
    const img = document.createElement('img');
    img.alt = 'offline';
    img.src = URL.createObjectURL(blob);
    document.body.append(img);
    await img.decode();
    return { withImage: withImage.length, missing, src: img.src, width: img.naturalWidth };
  });
  expect(shown.withImage).toBeGreaterThan(0);
  expect(shown.missing).toBe(0);
  expect(shown.src).toMatch(/^blob:/);
  expect(shown.width).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: 'offline' })).toBeVisible();
  await context.setOffline(false);
  // A bank update the online reload started (another spec's admin) may be cut by going offline.
  dropOfflineNoise(failed, consoleErrors);
});
