/*
 * A fetch that loses requests on purpose, from a seeded random source: some are dropped before they
 * reach the server, some reach it (and commit) and lose their response. Tests can also go offline,
 * restart the server at chosen requests and run code when a request is about to be sent.
 */
import { createRandom } from '../../../src/domain/random';

export type FaultOptions = {
  seed?: number;
  dropBefore?: number;
  dropAfter?: number;
  /** Requests (1-based) at which the server is restarted before the request is refused. */
  restartAt?: number[];
  restart?: () => Promise<void>;
};

export type FaultFetch = {
  fetch: typeof fetch;
  offline: boolean;
  /** Runs before a request is forwarded (once per request). */
  beforeSend: ((request: Request, n: number) => Promise<void> | void) | null;
  /** Drop the responses of the next N bulk requests after the server has handled them. */
  loseNextBulkResponses: number;
  stats: { requests: number; droppedBefore: number; droppedAfter: number; bulk: number };
};

const networkError = () => new TypeError('fetch failed (injected)');

export function createFaultFetch(options: FaultOptions = {}): FaultFetch {
  const random = createRandom(options.seed ?? 1);
  const restartAt = new Set(options.restartAt ?? []);
  const faults: FaultFetch = {
    offline: false,
    beforeSend: null,
    loseNextBulkResponses: 0,
    stats: { requests: 0, droppedBefore: 0, droppedAfter: 0, bulk: 0 },
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const n = ++faults.stats.requests;
      const isBulk = request.url.includes('/bulk');
      if (isBulk) faults.stats.bulk += 1;
      if (faults.offline) throw networkError();
      if (restartAt.has(n) && options.restart) {
        await options.restart();
        throw networkError();
      }
      const roll = random();
      if (roll < (options.dropBefore ?? 0)) {
        faults.stats.droppedBefore += 1;
        throw networkError();
      }
      await faults.beforeSend?.(request, n);
      const response = await fetch(request);
      const loseThis =
        roll < (options.dropBefore ?? 0) + (options.dropAfter ?? 0) ||
        (isBulk && faults.loseNextBulkResponses > 0);
      if (loseThis) {
        if (isBulk && faults.loseNextBulkResponses > 0) faults.loseNextBulkResponses -= 1;
        await response.arrayBuffer();
        faults.stats.droppedAfter += 1;
        throw networkError();
      }
      return response;
    },
  };
  return faults;
}
