// jsdom helpers for the achievement UI tests: browser APIs Mantine and recharts expect, and a render
// inside the real providers with a memory router.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import type { GplxDatabase } from '../../src/db/database';

export { installBrowserStubs } from '../helpers/browser-stubs';

export function renderWithApp(ui: ReactNode, db: GplxDatabase, path = '/') {
  return render(
    <AppProviders db={db}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

type Route = (url: URL) => { status?: number; body: unknown } | undefined;

/** Stubs fetch for the API: each route returns a JSON body; anything else is a network error. */
export function stubApi(route: Route): void {
  const NodeRequest = globalThis.Request;
  // Node's Request needs an absolute URL; the app calls same-origin relative paths.
  class SameOriginRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const absolute =
        typeof input === 'string' && !/^[a-z]+:/i.test(input)
          ? new URL(input, 'http://localhost/').toString()
          : input;
      super(absolute, init);
    }
  }
  vi.stubGlobal('Request', SameOriginRequest);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const answer = route(url);
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

export const apiUser = (over: Record<string, unknown> = {}) => ({
  id: 'u-1',
  email: 'hocvien@example.com',
  full_name: 'Nguyễn Văn An',
  avatar_url: null,
  role: 'user',
  exp: 240,
  level: 2,
  daily_streak: 3,
  last_daily_completed: null,
  studied_questions_count: 12,
  tests_completed: 2,
  ...over,
});
