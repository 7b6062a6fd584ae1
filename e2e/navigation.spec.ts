import { test, expect } from './fixtures';
import { AppShellPage } from './pages/app-shell-page';

const routes: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Ôn thi lý thuyết lái xe/ },
  { path: '/Home', heading: /Ôn thi lý thuyết lái xe/ },
  { path: '/Study', heading: /Ôn thi GPLX/ },
  { path: '/Practice', heading: /Thi thử GPLX/ },
  { path: '/Results', heading: /Lịch sử thi|Kết quả/ },
  { path: '/Profile', heading: /Hồ sơ/ },
  { path: '/Leaderboard', heading: /Bảng xếp hạng/ },
  { path: '/Test', heading: /thi/i },
  { path: '/TestResult', heading: /Thi thử GPLX|Kết quả/ },
  { path: '/Admin', heading: /Quản lý|Admin/ },
  { path: '/Simulation', heading: /Mô phỏng tình huống giao thông/ },
  { path: '/StudiedTest', heading: /câu đã học/ },
  { path: '/auth/callback', heading: /Đăng nhập/ },
  { path: '/study', heading: /Ôn thi GPLX/ },
  { path: '/khong-co-trang-nay', heading: /Không tìm thấy trang/ },
];

for (const route of routes) {
  test(`route ${route.path} renders in Vietnamese`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(route.heading);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });
}

test('health endpoint answers', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ ok: true, appId: 'gplx' });
});

test('navigation matches the device size', async ({ page }, testInfo) => {
  const shell = new AppShellPage(page);
  await page.goto('/');
  if (testInfo.project.name === 'phone') {
    await expect(shell.bottomBar).toBeVisible();
    for (const label of ['Trang chủ', 'Ôn thi', 'Thi thử', 'Hồ sơ']) {
      await expect(shell.bottomBar.getByRole('link', { name: label })).toBeVisible();
    }
    await page.mouse.wheel(0, 600);
    await expect(shell.bottomBar).toHaveAttribute('data-hidden', 'true');
    await page.mouse.wheel(0, -200);
    await expect(shell.bottomBar).not.toHaveAttribute('data-hidden', 'true');
    await shell.bottomBar.getByRole('link', { name: 'Thi thử' }).click();
    await expect(page).toHaveURL(/\/practice$/);
    await page.goto('/Test');
    await expect(shell.bottomBar).toHaveCount(0);
  } else {
    await expect(shell.bottomBar).toBeHidden();
    const nav = shell.sidebar;
    for (const label of [
      'Trang chủ',
      'Ôn thi',
      'Thi thử',
      'Mô phỏng',
      'Kết quả',
      'Bảng xếp hạng',
      'Hồ sơ',
    ]) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(nav.getByText('Quản lý')).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    await nav.getByRole('link', { name: 'Mô phỏng' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Mô phỏng/);
  }
});

test('dark mode toggle persists across reload', async ({ page }, testInfo) => {
  const shell = new AppShellPage(page);
  await page.goto('/');
  if (testInfo.project.name === 'phone')
    await page.getByRole('button', { name: 'Mở menu' }).click();
  await expect(shell.darkModeSwitch()).toBeVisible();
  const before = await shell.colorScheme();
  await shell.darkModeSwitch().click();
  const after = before === 'dark' ? 'light' : 'dark';
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', after);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', after);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe(after === 'dark' ? 'rgb(15, 23, 42)' : 'rgb(240, 253, 244)');
});

test('a route change scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await page.mouse.wheel(0, 800);
  await page.getByRole('link', { name: 'Thi thử ngay' }).last().click();
  await expect(page).toHaveURL(/\/practice$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
