/*
 * The sync engine: one leader per browser (Web Locks 'gplx-sync', held for the tab's lifetime, so a
 * waiting tab takes over the moment it dies; without Web Locks every tab runs). A run is pull → push →
 * pull again when something was sent. Failures: retry with capped backoff + jitter (Retry-After
 * honoured), 401 pauses until resume(). Clock, sleep, random and locks are injectable for tests.
 */
import type { GplxDatabase } from '../db/database';
import { retryDelay, type BackoffOptions } from './backoff';
import { AuthPausedError, classifyFailure, isNetworkFailure, retryAfterOf } from './errors';
import { pullAll } from './pull';
import { pushAll } from './push';
import type { EngineStatus, LockManagerLike, SyncApi } from './types';

export const LOCK_NAME = 'gplx-sync';

export type SyncEngineOptions = {
  db: GplxDatabase;
  api: SyncApi;
  isSignedIn: () => boolean;
  isOnline?: () => boolean;
  /** navigator.locks or a stand-in; null → no election, this instance always leads. */
  locks?: LockManagerLike | null;
  random?: () => number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  backoff?: BackoffOptions;
  batchSize?: number;
  /** A non-leader was asked to sync: forward to the leader (BroadcastChannel in the browser). */
  onFollowerRequest?: () => void;
  /** A retry was scheduled with work queued (the browser registers a Background Sync tag). */
  onRetryScheduled?: () => void;
};

type Listener = (status: EngineStatus) => void;

export class SyncEngine {
  private status: EngineStatus = { phase: 'idle', lastSyncedAt: null, lastError: null };
  private readonly listeners = new Set<Listener>();
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private leader = false;
  private paused = false;
  private generation = 0;
  private releaseLock: (() => void) | null = null;
  private abort: AbortController | null = null;
  private wakeUp: (() => void) | null = null;
  private cancelPause: (() => void) | null = null;

  constructor(private readonly o: SyncEngineOptions) {}

  private now = () => (this.o.now ?? Date.now)();

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const generation = ++this.generation;
    if (!this.o.locks) return this.becomeLeader();
    this.abort = new AbortController();
    this.o.locks
      .request(LOCK_NAME, { signal: this.abort.signal }, () => {
        if (this.stopped || generation !== this.generation) return Promise.resolve();
        return new Promise<void>((release) => {
          this.releaseLock = release;
          this.becomeLeader();
        });
      })
      .catch(() => undefined);
  }

  /** Stops at once, like a closed tab: the lock is released and nothing more is sent. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.leader = false;
    this.abort?.abort();
    this.releaseLock?.();
    this.releaseLock = null;
    this.cancelPause?.();
    await this.running?.catch(() => undefined);
  }

  get isLeader(): boolean {
    return this.leader;
  }

  getStatus(): EngineStatus {
    return this.status;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Asks for a sync soon; wakes a backoff wait (unless the server set Retry-After). */
  requestSync(): void {
    if (this.stopped || !this.leader) {
      if (!this.stopped) this.o.onFollowerRequest?.();
      return;
    }
    this.again = true;
    this.wakeUp?.();
    this.running ??= this.loop().finally(() => {
      this.running = null;
    });
  }

  /** After a new sign-in: lift the 401 pause and sync. */
  resume(): void {
    this.paused = false;
    this.requestSync();
  }

  /** Resolves when the current run (with its retries) has finished. */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  private becomeLeader(): void {
    this.leader = true;
    this.requestSync();
  }

  private setStatus(change: Partial<EngineStatus>): void {
    this.status = { ...this.status, ...change };
    for (const listener of this.listeners) listener(this.status);
  }

  private async loop(): Promise<void> {
    let attempt = 0;
    while (this.again && !this.stopped && this.leader) {
      this.again = false;
      if (this.paused) return;
      if (!this.o.isSignedIn()) return this.setStatus({ phase: 'idle' });
      if (this.o.isOnline && !this.o.isOnline()) return this.setStatus({ phase: 'offline' });
      this.setStatus({ phase: 'syncing' });
      try {
        await this.cycle();
        attempt = 0;
        if (this.stopped) return;
        this.setStatus({
          phase: 'idle',
          lastSyncedAt: new Date(this.now()).toISOString(),
          lastError: null,
        });
      } catch (error) {
        if (this.stopped) return;
        if (error instanceof AuthPausedError || classifyFailure(error) === 'auth') {
          this.paused = true;
          return this.setStatus({ phase: 'auth', lastError: 'auth' });
        }
        const message = error instanceof Error ? error.message : String(error);
        this.setStatus({
          phase: isNetworkFailure(error) ? 'offline' : 'error',
          lastError: message,
        });
        const retryAfter = retryAfterOf(error);
        const random = this.o.random ?? Math.random;
        const delay = retryDelay(attempt, retryAfter, random, this.now(), this.o.backoff);
        attempt += 1;
        this.again = true;
        this.o.onRetryScheduled?.();
        await this.pause(delay, retryAfter === undefined);
      }
    }
  }

  private async cycle(): Promise<void> {
    const ctx = { db: this.o.db, api: this.o.api, now: this.now, stopped: () => this.stopped };
    await pullAll(ctx);
    const pushed = await pushAll({ ...ctx, batchSize: this.o.batchSize });
    if (pushed.sent > 0) await pullAll(ctx);
  }

  private pause(ms: number, wakeable: boolean): Promise<void> {
    return new Promise((resolve) => {
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        if (this.wakeUp === finish) this.wakeUp = null;
        if (this.cancelPause === finish) this.cancelPause = null;
        resolve();
      };
      this.cancelPause = finish;
      if (wakeable) this.wakeUp = finish;
      const sleep = this.o.sleep ?? ((t: number) => new Promise((r) => setTimeout(r, t)));
      void sleep(ms).then(finish);
    });
  }
}
