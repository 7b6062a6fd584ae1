import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Offline, the browser itself logs every request the app still tries (the session check, sync, a
 * bank update that was under way) as a failed resource. A spec that goes offline records the
 * failed requests with this, then calls `dropOfflineNoise`: every failure must be an API call, and
 * only then are those console lines dropped. Loads that a reload cancelled (net::ERR_ABORTED) are
 * not offline failures and are not recorded.
 */
export function recordFailedRequests(page: Page): { failed: string[] } {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') failed.push(`${request.url()} ${reason}`);
  });
  return { failed };
}

export function dropOfflineNoise(failed: string[], consoleErrors: string[]): void {
  const notApi = failed.filter(
    (entry) => !new URL(entry.split(' ')[0] ?? '').pathname.startsWith('/api/'),
  );
  expect(notApi).toEqual([]);
  const offlineNoise = 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED';
  for (let i = consoleErrors.length - 1; i >= 0; i -= 1) {
    if (consoleErrors[i] === offlineNoise) consoleErrors.splice(i, 1);
  }
}
