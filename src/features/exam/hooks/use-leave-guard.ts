import { useCallback, useEffect, useRef } from 'react';
import type { Blocker } from 'react-router';
import { useBlocker } from '../../../lib/navigation/app-router';

/**
 * While an exam runs, leaving asks first: in-app navigation and back/forward through the app router's blocker (the
 * caller shows the dialog), closing or reloading the tab through beforeunload. `active` false (the
 * submitted flag) silences both; `release()` silences them at once, before a navigation that
 * follows submitting in the same tick.
 */
export function useLeaveGuard(active: boolean): { blocker: Blocker; release: () => void } {
  const released = useRef(false);
  const activeRef = useRef(active);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      activeRef.current &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { blocker, release };
}
