import type { Page } from '@playwright/test';

/**
 * Chromium, like a phone on a dead mobile network, may keep `navigator.onLine` true and fire no
 * `online` event when the network returns (e2e/offline.spec.ts): the page is made to believe
 * the same, so what waits must be sent because the app finds its server again.
 */
export async function believeAlwaysOnline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
    for (const type of ['online', 'offline']) {
      window.addEventListener(type, (event) => event.stopImmediatePropagation(), true);
    }
  });
}
