import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * False during the first render, true once the component has mounted. The first screen is
 * prerendered into index.html and hydrated; what loads lazily renders only after mount, so the
 * server's HTML and the client's first render agree, and the lazy loads wait for the first paint.
 * The switch is a transition: the work it brings renders in slices that yield to the browser.
 */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}

/** Renders `children` (usually lazy) once mounted, under Suspense; `fallback` until they are in. */
export function AfterMount({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useMounted() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
