/*
 * Browser APIs that Mantine and recharts expect and jsdom lacks (media queries answer "no match", so
 * the phone layout renders). Call from beforeAll in jsdom UI tests.
 */
export function installBrowserStubs(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
  window.scrollTo = () => undefined;
}
