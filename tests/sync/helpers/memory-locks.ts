/*
 * An in-memory stand-in for navigator.locks (Node has none): exclusive locks granted in request order,
 * released when the callback's promise settles; an aborted waiting request rejects with AbortError.
 */
import type { LockManagerLike } from '../../../src/sync/types';

export function createMemoryLocks(): LockManagerLike {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();

  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };

  return {
    request: (name, options, callback) =>
      new Promise((resolve, reject) => {
        const run = () => {
          held.add(name);
          void callback()
            .then(resolve, reject)
            .finally(() => grantNext(name));
        };
        if (!held.has(name)) return run();
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        queue.push(run);
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(run);
          if (index >= 0) queue.splice(index, 1);
          reject(new DOMException('Aborted', 'AbortError'));
        });
      }),
  };
}
