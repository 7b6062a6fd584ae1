// Content protection (SPEC §2): right-click, selection and shortcuts in question areas with a 3 s
// warning toast, the developer-tools blur with its acknowledge button, and the e2e off switch.
import { test, expect } from './fixtures';

test.describe('content protection', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('gplx-protection', 'on'));
  });

  test('question areas refuse right-click and selection; save and view-source shortcuts warn', async ({
    page,
  }) => {
    await page.goto('/study?category=B');
    const card = page.getByTestId('question-card').first();
    await expect(card).toBeVisible({ timeout: 60_000 });
    await expect(card).toHaveCSS('user-select', 'none');
    const toast = page.getByText('Nội dung được bảo vệ.');
    await card.click({ button: 'right' });
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden();
    await page.keyboard.press('Control+s');
    await expect(toast).toBeVisible();
    // Navigation and answer keys are never cancelled by protection (on Home, which has no key
    // handlers of its own); the developer-tools key is.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-protection', 'on');
    const notCancelled = await page.evaluate(() =>
      ['Tab', 'ArrowRight', '1', 'Enter', ' ', 'F12'].map((key) =>
        window.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true })),
      ),
    );
    expect(notCancelled).toEqual([true, true, true, true, true, false]);
  });

  test('suspected developer tools blur the app until the warning is acknowledged', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'outerWidth', {
        configurable: true,
        get: () => window.innerWidth + 400,
      });
    });
    await page.goto('/');
    const acknowledge = page.getByRole('button', { name: 'Tôi đã hiểu' });
    await expect(acknowledge).toBeVisible();
    await expect(page.getByText('Cảnh báo bảo mật')).toBeVisible();
    await expect(page.locator('#root')).toHaveCSS('filter', 'blur(10px)');
    await acknowledge.click();
    await expect(acknowledge).toBeHidden();
    await expect(page.locator('#root')).toHaveCSS('filter', 'none');
  });
});

test('content protection is off under the test setting', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-protection', 'on');
  expect(
    await page.evaluate(() =>
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F12', cancelable: true })),
    ),
  ).toBe(true);
});
