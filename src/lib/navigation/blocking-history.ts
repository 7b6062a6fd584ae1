/*
 * A react-router History that can hold a navigation back (SPEC §5: leaving a running exam asks
 * first). The declarative router has no blocker of its own, so this wraps the browser or memory
 * history: push and replace are held before they happen; back and forward have already moved the
 * address when the browser tells us, so they are undone (go(-delta)) and replayed on proceed.
 */
import {
  NavigationType,
  type Blocker,
  type BlockerFunction,
  type HistoryRouterProps,
  type Location,
  type To,
} from 'react-router';

export type History = HistoryRouterProps['history'];

export type BlockingHistory = History & {
  /** Installs the one active blocker; returns the function that removes it. */
  block(shouldBlock: BlockerFunction): () => void;
  blockerState(): Blocker;
  subscribeBlocker(onChange: () => void): () => void;
};

const UNBLOCKED: Blocker = {
  state: 'unblocked',
  proceed: undefined,
  reset: undefined,
  location: undefined,
};

export function createBlockingHistory(base: History): BlockingHistory {
  let shouldBlock: BlockerFunction | null = null;
  let blocker: Blocker = UNBLOCKED;
  let shown: Location = base.location;
  let ignoredPops = 0;
  let allowedPops = 0;
  const subscribers = new Set<() => void>();

  const setBlocker = (next: Blocker) => {
    blocker = next;
    for (const notify of subscribers) notify();
  };

  const locationOf = (to: To, state: unknown): Location => {
    const url = base.createURL(to);
    return {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: state ?? null,
      key: 'pending',
    };
  };

  /** Asks the blocker; when it says no, remembers how to carry the navigation out later. */
  const held = (nextLocation: Location, historyAction: NavigationType, retry: () => void) => {
    if (!shouldBlock || blocker.state !== 'unblocked') return false;
    if (!shouldBlock({ currentLocation: shown, nextLocation, historyAction })) return false;
    setBlocker({
      state: 'blocked',
      location: nextLocation,
      reset: () => setBlocker(UNBLOCKED),
      proceed: () => {
        setBlocker({
          state: 'proceeding',
          location: nextLocation,
          proceed: undefined,
          reset: undefined,
        });
        retry();
      },
    });
    return true;
  };

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push(to, state?: unknown) {
      if (held(locationOf(to, state), NavigationType.Push, () => base.push(to, state))) return;
      base.push(to, state);
    },
    replace(to, state?: unknown) {
      if (held(locationOf(to, state), NavigationType.Replace, () => base.replace(to, state)))
        return;
      base.replace(to, state);
    },
    go(delta) {
      base.go(delta);
    },
    listen(listener) {
      return base.listen((update) => {
        if (update.action === NavigationType.Pop && ignoredPops > 0) {
          ignoredPops -= 1;
          return;
        }
        const { delta } = update;
        if (update.action === NavigationType.Pop && allowedPops > 0) allowedPops -= 1;
        else if (update.action === NavigationType.Pop && delta) {
          const retry = () => {
            allowedPops += 1;
            base.go(delta);
          };
          if (held(update.location, NavigationType.Pop, retry)) {
            // The address already moved: put it back while the learner decides.
            ignoredPops += 1;
            base.go(-delta);
            return;
          }
        }
        shown = update.location;
        if (blocker.state === 'proceeding') setBlocker(UNBLOCKED);
        listener(update);
      });
    },
    block(next) {
      shouldBlock = next;
      return () => {
        if (shouldBlock !== next) return;
        shouldBlock = null;
        if (blocker.state !== 'unblocked') setBlocker(UNBLOCKED);
      };
    },
    blockerState: () => blocker,
    subscribeBlocker(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
  };
}
