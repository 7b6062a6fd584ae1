/*
 * The test fixture every spec uses: it records console errors and uncaught page errors and fails the
 * test if there were any. By default every page starts with content protection off and the install
 * prompt dismissed (localStorage, only where not already set); a spec that tests them uses
 * `test.use({ pwaDefaults: false })` or sets the keys itself.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[]; pwaDefaults: boolean }>({
  pwaDefaults: [true, { option: true }],
  consoleErrors: [
    async ({ page, pwaDefaults }, use) => {
      if (pwaDefaults) {
        await page.addInitScript(() => {
          const defaults = { 'gplx-protection': 'off', 'gplx-install-dismissed': '1' };
          for (const [key, value] of Object.entries(defaults)) {
            if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
          }
        });
      }
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
