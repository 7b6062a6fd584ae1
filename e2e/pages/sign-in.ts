/*
 * Signs a learner in through the real development sign-in page (no issuer configured in e2e):
 * /api/auth/login/gplx → form → /api/auth/dev/gplx → /auth/callback?tempId=… → token stored.
 */
import { expect, type Page } from '@playwright/test';

export type TestLearner = { email: string; name: string };

export async function signIn(page: Page, learner: TestLearner, returnUrl = '/'): Promise<void> {
  await page.goto(`/api/auth/login/gplx?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Tên hiển thị').fill(learner.name);
  await page.getByRole('button', { name: 'Đăng nhập (phát triển)' }).click();
  await page.waitForURL(
    (url) => url.pathname !== '/auth/callback' && !url.pathname.startsWith('/api/'),
    {
      timeout: 15_000,
    },
  );
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('getnocode_token_gplx')))
    .not.toBeNull();
}

export const uniqueLearner = (prefix = 'hocvien'): TestLearner => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${prefix}-${id}@example.com`, name: `Học viên ${id}` };
};
