import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a media query matches, live. False on the server and in the first render (so hydration
 * matches); the real answer follows as a transition, not as a blocking re-render.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
