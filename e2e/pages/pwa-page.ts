/*
 * Page model for the installable app: service-worker control, the update toast, the install prompt,
 * push delivery through the Chromium DevTools Protocol and the notifications the worker shows.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

export class PwaPage {
  constructor(
    readonly page: Page,
    readonly context: BrowserContext,
  ) {}

  get updateToast() {
    return this.page.getByTestId('update-toast');
  }

  get installPrompt() {
    return this.page.getByTestId('install-prompt');
  }

  /** Waits until a service worker is active and controls the page (reloading once if needed). */
  async waitForControl(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (await this.page.evaluate(() => navigator.serviceWorker.controller === null)) {
      await this.page.reload();
    }
    await expect
      .poll(() => this.page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
  }

  /** Fires the browser's install offer the way Chromium does (a cancellable beforeinstallprompt). */
  async offerInstall(): Promise<void> {
    await this.page.evaluate(dispatchInstallOffer);
  }

  /** The same offer, made while the next page is being parsed (before the app's scripts load). */
  async offerInstallWhileParsing(): Promise<void> {
    await this.page.addInitScript({
      content: `document.addEventListener('DOMContentLoaded', ${dispatchInstallOffer.toString()});`,
    });
  }

  /** Delivers a push message to our service worker with CDP ServiceWorker.deliverPushMessage. */
  async deliverPush(data: string): Promise<void> {
    const origin = new URL(this.page.url()).origin;
    const cdp = await this.context.newCDPSession(this.page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data,
    });
    await cdp.detach();
  }

  notifications() {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const shown = await registration.getNotifications();
      return shown.map((n) => ({
        title: n.title,
        body: n.body,
        icon: n.icon,
        badge: n.badge,
        data: n.data as unknown,
        actions: ((n as Notification & { actions?: { title: string }[] }).actions ?? []).map(
          (a) => a.title,
        ),
      }));
    });
  }

  /** Runs the worker's notification-click handler on the first shown notification. */
  async clickFirstNotification(action = ''): Promise<void> {
    const worker =
      this.context.serviceWorkers()[0] ?? (await this.context.waitForEvent('serviceworker'));
    await worker.evaluate(async (act) => {
      const scope = self as unknown as {
        registration: { getNotifications: () => Promise<Notification[]> };
        gplxOpenNotification: (n: Notification, action: string) => Promise<void>;
      };
      const [first] = await scope.registration.getNotifications();
      if (!first) throw new Error('no notification shown');
      await scope.gplxOpenNotification(first, act);
    }, action);
  }
}

/** Runs in the page: no closures. */
function dispatchInstallOffer(): void {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = async () => {};
  event.userChoice = Promise.resolve({ outcome: 'dismissed' });
  window.dispatchEvent(event);
}
