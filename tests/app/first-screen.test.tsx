// @vitest-environment jsdom
// The first screen (shell and Home) renders from the first-load bundle alone: only the core
// strings are there, so any other area's key would show up raw. Fresh modules stand in for a
// first visit, before loadMessages() has run.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '../helpers/browser-stubs';

const AREAS =
  /\b(common|nav|home|simulation|notFound|pageTitles|auth|achievements|profile|leaderboard|study|reader|exam|practice|studiedTest|results|pwa|bank|sync|admin|reports)\.[a-zA-Z]+/;

beforeAll(() => installBrowserStubs());
afterEach(() => {
  cleanup();
  vi.resetModules();
});

async function renderFreshApp() {
  vi.resetModules();
  const { UNSAFE_createMemoryHistory } = await import('react-router');
  const { AppProviders } = await import('../../src/app/providers');
  const { AppRoutes } = await import('../../src/app/router');
  const { AppRouter } = await import('../../src/lib/navigation/app-router');
  const { createBlockingHistory } = await import('../../src/lib/navigation/blocking-history');
  const history = createBlockingHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true }),
  );
  render(
    <AppProviders>
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>,
  );
}

const visibleText = () =>
  [
    document.body.textContent ?? '',
    ...[...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')),
  ].join('\n');

describe('the first screen', () => {
  it('shows Home and the shell in Vietnamese before the other strings load', async () => {
    await renderFreshApp();
    expect(screen.getByTestId('hero-title')).toHaveTextContent('Ôn thi lý thuyết lái xe');
    expect(screen.getByRole('button', { name: 'Mở menu' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Thi thử ngay' }).length).toBeGreaterThan(0);
    expect(visibleText()).not.toMatch(AREAS);
  });

  it('still has no raw keys once the lazy parts have arrived', async () => {
    await renderFreshApp();
    // On a phone the account controls load when the menu opens.
    await act(async () => screen.getByRole('button', { name: 'Mở menu' }).click());
    expect(
      await screen.findByRole('button', { name: 'Đăng nhập' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(visibleText()).not.toMatch(AREAS);
  });
});
