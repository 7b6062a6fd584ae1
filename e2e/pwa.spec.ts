// The installable app: offline after one visit, the update toast (withheld on the exam page), the
// install-prompt rules, a push sent by our server through a loopback push service, decrypted there and
// delivered to the service worker over CDP, and the manifest. Protection: pwa-protection.spec.ts.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { dropOfflineNoise, recordFailedRequests } from './offline-noise';
import { PwaPage } from './pages/pwa-page';
import { makeSubscriber, startPushService } from '../tests/server/notifications-helpers';

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const form = await request.post('/api/auth/dev/gplx', {
    form: { email, name: email.split('@')[0] ?? 'x', returnUrl: '/' },
    maxRedirects: 0,
  });
  const tempId = new URL(form.headers().location ?? '', 'http://x').searchParams.get('tempId');
  const redeemed = await request.get(`/api/auth/token/${tempId}`);
  return ((await redeemed.json()) as { data: { token: string } }).data.token;
}

test('after one visit the shell, Study and Practice work with the network off', async ({
  page,
  context,
  consoleErrors,
}) => {
  const { failed } = recordFailedRequests(page);
  const pwa = new PwaPage(page, context);
  await page.goto('/');
  await pwa.waitForControl();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
    /Ôn thi lý thuyết lái xe/,
  );
  await page.goto('/study');
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/Ôn thi GPLX/);
  await page.goto('/practice');
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/Thi thử GPLX/);
  await context.setOffline(false);
  // Only API calls may have failed: every page and chunk came from the service worker.
  dropOfflineNoise(failed, consoleErrors);
});

test('a new version is offered, withheld on the exam page, and applied on request', async ({
  page,
  context,
}) => {
  const pwa = new PwaPage(page, context);
  await page.goto('/');
  await pwa.waitForControl();
  // A new build: another worker script for the same scope installs and waits (the server ignores
  // the query, so this is the build's own worker under a new URL, as a deploy would produce).
  await page.evaluate(async () => {
    await navigator.serviceWorker.register(`/sw.js?build=${Date.now()}`, { scope: '/' });
  });
  await expect(pwa.updateToast).toContainText('Đã có phiên bản mới.');

  // On the exam page (matched case-insensitively) the waiting version is not offered.
  await page.goto('/Test?category=B');
  await expect(page.getByTestId('login-prompt')).toBeVisible();
  await expect(pwa.updateToast).toBeHidden();
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null),
  ).toBe(true);

  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });

  // Leaving the exam page (no reload) brings the offer back; the old version keeps running until
  // 'Cập nhật' activates the new worker and reloads.
  // The header's home link: on a phone the sidebar is folded and the bottom bar is hidden on /test.
  await page.getByRole('banner').getByRole('link', { name: 'Ôn thi GPLX' }).click();
  await expect(pwa.updateToast).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  const reloaded = page.waitForEvent('load');
  await pwa.updateToast.getByRole('button', { name: 'Cập nhật' }).click();
  await reloaded;
  expect(
    await page.evaluate(() => (window as unknown as { marker?: number }).marker),
  ).toBeUndefined();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).waiting === null))
    .toBe(true);
  await expect(pwa.updateToast).toBeHidden();
});

test.describe('install prompt', () => {
  test.use({ pwaDefaults: false });

  test('offers installation and remembers a dismissal across reloads', async ({
    page,
    context,
  }) => {
    const pwa = new PwaPage(page, context);
    await page.goto('/');
    await pwa.offerInstall();
    await expect(pwa.installPrompt.getByRole('button', { name: 'Cài đặt ứng dụng' })).toBeVisible();
    await pwa.installPrompt.getByRole('button', { name: 'Để sau' }).click();
    await expect(pwa.installPrompt).toBeHidden();
    await page.reload();
    await pwa.offerInstall();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('gplx-install-dismissed')))
      .toBe('1');
    await expect(pwa.installPrompt).toBeHidden();
  });

  test('keeps an offer the browser made before the app had loaded', async ({ page, context }) => {
    // Home loads the app after its first paint; the offer here comes as the page is parsed.
    const pwa = new PwaPage(page, context);
    await pwa.offerInstallWhileParsing();
    await page.goto('/');
    await expect(pwa.installPrompt.getByRole('button', { name: 'Cài đặt ứng dụng' })).toBeVisible();
  });

  test('is not shown when the app already runs standalone', async ({ page, context }) => {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
          : original(query);
    });
    const pwa = new PwaPage(page, context);
    await page.goto('/');
    await pwa.offerInstall();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(pwa.installPrompt).toBeHidden();
  });
});

test.describe('install prompt on iOS', () => {
  test.use({
    pwaDefaults: false,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test('shows the manual instructions after 3 s', async ({ page, context }) => {
    const pwa = new PwaPage(page, context);
    await page.goto('/');
    await expect(pwa.installPrompt).toContainText(
      'Nhấn nút Chia sẻ rồi chọn "Thêm vào Màn hình chính"',
    );
  });
});

test('a push from our server reaches a loopback push service and the service worker shows it', async ({
  page,
  context,
  request,
}) => {
  // Server → loopback push service: a real encrypted web-push request, decrypted with our keys.
  const service = await startPushService();
  try {
    const admin = await apiToken(request, 'admin@example.com');
    const learner = await apiToken(request, `push-${Date.now()}@example.com`);
    const subscriber = makeSubscriber(`${service.url}/push/e2e`);
    const subscribed = await request.post('/api/notifications/subscribe', {
      headers: { authorization: `Bearer ${learner}` },
      data: { subscription: { endpoint: subscriber.endpoint, keys: subscriber.keys } },
    });
    expect(subscribed.ok()).toBe(true);
    const me = await request.get('/api/auth/me/gplx', {
      headers: { authorization: `Bearer ${learner}` },
    });
    const userId = ((await me.json()) as { data: { id: string } }).data.id;
    const payload = { kind: 'challenge_accepted', code: 'K9P2', url: '/practice' };
    const sent = await request.post('/api/notifications/send', {
      headers: { authorization: `Bearer ${admin}` },
      data: { userId, payload },
    });
    expect(await sent.json()).toEqual({ success: true, data: { sent: 1, failed: 0 } });
    expect(service.received).toHaveLength(1);
    const [delivered] = service.received;
    expect(delivered?.headers.urgency).toBe('high');
    const decrypted = subscriber.decrypt(delivered?.body ?? Buffer.alloc(0));
    expect(JSON.parse(decrypted)).toEqual(payload);

    // The same payload, delivered to the service worker through CDP, becomes a notification.
    await context.grantPermissions(['notifications']);
    const pwa = new PwaPage(page, context);
    await page.goto('/');
    await pwa.waitForControl();
    await pwa.deliverPush(decrypted);
    await expect
      .poll(() => pwa.notifications())
      .toEqual([
        {
          title: 'Lời thách đấu đã được chấp nhận — mã trận: K9P2',
          body: 'Vào trận ngay!',
          icon: expect.stringMatching(/\/icon\.svg$/),
          badge: expect.stringMatching(/\/icon\.svg$/),
          data: { url: '/practice', joinUrl: '/practice', kind: 'challenge_accepted' },
          actions: [],
        },
      ]);
    await pwa.clickFirstNotification();
    await expect(page).toHaveURL(/\/practice$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/Thi thử GPLX/);
  } finally {
    await service.close();
  }
});

test('the manifest is Vietnamese, standalone, with our icons and the two shortcuts', async ({
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<
    string,
    unknown
  >;
  expect(manifest).toMatchObject({
    short_name: 'Ôn thi GPLX',
    lang: 'vi',
    start_url: '/',
    display: 'standalone',
    theme_color: '#16a34a',
    background_color: '#f0fdf4',
    shortcuts: [
      expect.objectContaining({ name: 'Ôn thi', url: '/study' }),
      expect.objectContaining({ name: 'Thi thử', url: '/practice' }),
    ],
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
  expect(icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual([
    '192x192',
    '512x512',
    '512x512 maskable',
  ]);
  for (const icon of icons) expect((await request.get(icon.src)).ok()).toBe(true);
});
