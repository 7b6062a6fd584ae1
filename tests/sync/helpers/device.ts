/*
 * A simulated device for sync tests: a fresh Dexie database (fake-indexeddb), a fake clock that only
 * moves when the engine sleeps, seeded jitter, and an engine talking to the real server through a
 * (faulty) fetch.
 */
import { GplxDatabase } from '../../../src/db/database';
import { createRandom } from '../../../src/domain/random';
import { SyncEngine, type SyncEngineOptions } from '../../../src/sync/engine';
import { createSyncApi } from '../../../src/sync/sync-api';
import type { LockManagerLike, SyncApi } from '../../../src/sync/types';

export type FakeClock = {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  slept: number[];
};

export function createFakeClock(start = Date.now()): FakeClock {
  let time = start;
  const clock: FakeClock = {
    now: () => time,
    slept: [],
    sleep: async (ms) => {
      clock.slept.push(ms);
      time += ms;
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
  return clock;
}

export const newDb = (name = `test-${crypto.randomUUID()}`) => new GplxDatabase(name);

export type DeviceOptions = {
  baseUrl: string;
  token: () => string | null;
  fetch?: typeof fetch;
  db?: GplxDatabase;
  locks?: LockManagerLike | null;
  clock?: FakeClock;
  seed?: number;
  engine?: Partial<SyncEngineOptions>;
};

export type Device = { db: GplxDatabase; api: SyncApi; engine: SyncEngine; clock: FakeClock };

export function createDevice(options: DeviceOptions): Device {
  const db = options.db ?? newDb();
  const clock = options.clock ?? createFakeClock();
  const api = createSyncApi({
    baseUrl: options.baseUrl,
    getToken: options.token,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const engine = new SyncEngine({
    db,
    api,
    isSignedIn: () => options.token() !== null,
    locks: options.locks ?? null,
    random: createRandom(options.seed ?? 7),
    now: clock.now,
    sleep: (ms) => clock.sleep(ms),
    ...options.engine,
  });
  return { db, api, engine, clock };
}

/** Starts (or asks) the engine and waits until it has nothing left to do. */
export async function syncUntilIdle(device: Device): Promise<void> {
  device.engine.start();
  device.engine.requestSync();
  await device.engine.whenIdle();
}
