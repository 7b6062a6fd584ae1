import { test } from '@playwright/test';
import { signIn, uniqueLearner } from './pages/sign-in';
test('debug', async ({ page }) => {
  await signIn(page, uniqueLearner(), '/Practice');
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/gplx-auth-dbg.png' });
  const info = await page.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight, vv: window.visualViewport?.height, sw: document.documentElement.scrollWidth, sy: window.scrollY }));
  const btn = await page.getByRole('button', { name: 'Đăng xuất' }).boundingBox();
  console.log(JSON.stringify({ info, btn }));
});
