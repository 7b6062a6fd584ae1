import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { AppShellPage } from './pages/app-shell-page';
import { signIn, uniqueLearner } from './pages/sign-in';

/** The sidebar: always visible on desktop, behind the menu button on a phone (a late route change
 * may close it again, so open until it stays in view). */
async function openSidebar(page: Page) {
  const sidebar = new AppShellPage(page).sidebar;
  const burger = page.getByRole('button', { name: 'Mở menu' });
  await expect(async () => {
    const box = await sidebar.boundingBox();
    if (box && box.x < 0 && (await burger.isVisible())) await burger.click();
    await expect(sidebar).toBeInViewport({ ratio: 0.9, timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  return sidebar;
}

test('a learner signs in through the development page and signs out', async ({ page }) => {
  const learner = uniqueLearner();
  await signIn(page, learner, '/Practice');
  await expect(page).toHaveURL(/\/Practice$/i);
  const sidebar = await openSidebar(page);
  await expect(sidebar.getByText(`Xin chào, ${learner.name}`)).toBeVisible();
  await expect(sidebar.getByRole('navigation').getByText('Quản lý')).toHaveCount(0);
  await sidebar.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('getnocode_token_gplx')))
    .toBeNull();
  const after = await openSidebar(page);
  await expect(after.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(after.getByText(`Xin chào, ${learner.name}`)).toHaveCount(0);
});

test('the development page says loudly that it is for development', async ({ page }) => {
  await page.goto('/api/auth/login/gplx?returnUrl=%2F');
  await expect(
    page.getByText('Trang đăng nhập dành cho phát triển — không dùng trong môi trường thật'),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('the admin sees the management section', async ({ page }) => {
  await signIn(page, { email: 'admin@example.com', name: 'Quản trị viên' });
  const sidebar = await openSidebar(page);
  // The admin account is shared with the admin spec, which may have signed it in first under
  // another display name (names come from the first sign-in).
  await expect(sidebar.getByText(/^Xin chào, Quản trị/)).toBeVisible();
  await expect(sidebar.getByRole('navigation').getByText('Quản lý', { exact: true })).toBeVisible();
});

test('a sign-in error is shown with a way home', async ({ page }) => {
  await page.goto('/auth/callback?error=sign-in-expired');
  await expect(page.getByRole('alert')).toContainText('sign-in-expired');
  await page.getByRole('link', { name: 'Về trang chủ' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a used sign-in code cannot be replayed', async ({ page, request }) => {
  const form = await request.post('/api/auth/dev/gplx', {
    form: { email: uniqueLearner().email, name: 'Một lần', returnUrl: '/' },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(302);
  const location = new URL(form.headers().location ?? '', 'http://x');
  await page.goto(`${location.pathname}${location.search}`);
  await expect(page.getByText('Chào mừng Một lần!')).toBeVisible();
  const replay = await request.get(`/api/auth/token/${location.searchParams.get('tempId')}`);
  expect(replay.status()).toBe(410);
  expect((await replay.json()).code).toBe('temp-id-used');
});
