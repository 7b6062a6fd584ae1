// The first screen is in index.html: Home paints before any script of ours has loaded, other
// routes start empty, the colour scheme is right from the first paint, and the app hydrates the
// prerendered Home without moving anything.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const withoutAppScripts = (page: Page) =>
  page.route(/\/assets\/.*\.js$/, (route) => route.abort('blockedbyclient'));

test('Home is readable before the app has loaded', async ({ page, consoleErrors }) => {
  await withoutAppScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Ôn thi lý thuyết lái xe/);
  await expect(page.getByRole('link', { name: 'Thi thử ngay' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bắt đầu ôn thi' }).first()).toHaveAttribute(
    'href',
    '/study',
  );
  // Only the blocked scripts failed; the inline ones ran under the Content-Security-Policy.
  expect(consoleErrors.every((text) => text.includes('ERR_BLOCKED_BY_CLIENT'))).toBe(true);
  consoleErrors.length = 0;
});

test('another route does not show the prerendered Home', async ({ page, consoleErrors }) => {
  await withoutAppScripts(page);
  await page.goto('/study');
  await expect(page.locator('#root')).toBeEmpty();
  consoleErrors.length = 0;
});

test('the saved dark scheme applies before the app loads', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => localStorage.setItem('gplx-color-scheme', 'dark'));
  await withoutAppScripts(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(15, 23, 42)');
  consoleErrors.length = 0;
});

test('the app hydrates the prerendered Home: same elements, no layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    // The parser is done and our scripts have not run yet: remember the prerendered heading.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { gplxHeading: Element | null }).gplxHeading =
          document.querySelector('h1');
    });
    const shifts: number[] = [];
    (window as unknown as { gplxShifts: number[] }).gplxShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  // The app is running once the question count has come from IndexedDB.
  await expect(page.getByTestId('stat-questions')).not.toContainText('…');
  const shifts = await page.evaluate(
    () => (window as unknown as { gplxShifts: number[] }).gplxShifts,
  );
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  // Hydration keeps the server's elements; a client render from scratch would have replaced them.
  const sameHeading = await page.evaluate(
    () =>
      document.querySelector('h1') ===
      (window as unknown as { gplxHeading: Element | null }).gplxHeading,
  );
  expect(sameHeading).toBe(true);
});
