import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * SOS (requirements §2 Service): the phone's position now, its township and a message to send by a
 * call, a text message or the share sheet; without a position, the numbers and a message the
 * visitor completes. Nothing about the position is sent to our server.
 */

// Sanxiantai Visitor Center, where the open data places it (Chenggong, Taitung).
const SANXIANTAI = { latitude: 23.12326, longitude: 121.4071, accuracy: 12 };
const COORDINATES = '23.12326, 121.40710';
const MAP_URL = 'https://www.google.com/maps/search/?api=1&query=23.12326,121.40710';

/**
 * What the SOS says in each language, refused, outside the area or while it looks, and the copy
 * without a share sheet, are screen tests (web/test/screens/service-sos.test.tsx); here, in one
 * language, what needs a browser: the real position, the share sheet, the real clipboard, no
 * request carrying the position, the spinner's room on the screen, and axe on each state.
 */

/** Every request the page makes, to show that none carries the position. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const carriesPosition = (request: Request) =>
  /23\.123|121\.407/.test(`${request.url()} ${request.postData() ?? ''}`);

/** With the phone's share sheet (captured) or without it (then a copy is offered). */
async function withShareSheet(page: Page, present: boolean): Promise<void> {
  await page.addInitScript((has) => {
    const shared: ShareData[] = [];
    (window as Window & { shared?: ShareData[] }).shared = shared;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: has
        ? async (data: ShareData) => {
            shared.push(data);
          }
        : undefined,
    });
  }, present);
}

test.describe('with the position allowed, at Sanxiantai', () => {
  test.use({ geolocation: SANXIANTAI, permissions: ['geolocation'] });

  test('the position, its township and the message, sent by text and shared', async ({ page }) => {
    await withShareSheet(page, true);
    const requests = recordRequests(page);
    await page.goto('/pwa/#/en/service/');
    const sos = page.locator('#service-sos');
    await sos.getByRole('button', { name: 'Share my position' }).click();

    await expect(sos.locator('.sos-where__coordinates')).toHaveText(COORDINATES);
    await expect(sos.locator('.sos-where__township')).toHaveText(
      'Chenggong Township, Taitung County (臺東縣成功鎮)',
    );
    const message = sos.locator('.sos-message');
    await expect(message).toContainText(MAP_URL);
    // The phone's own accuracy is said (the screen tests' phone says 20 m).
    await expect(message).toContainText('Accurate to about 12 m');
    const text = (await message.evaluate((element) => element.textContent)) ?? '';
    const href =
      (await sos.getByRole('link', { name: 'Send by text message' }).getAttribute('href')) ?? '';
    expect(decodeURIComponent(href.slice('sms:?&body='.length))).toBe(text);
    await expect(sos.locator('a.sos-call')).toHaveCount(4);

    await sos.getByRole('button', { name: 'Share the message' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as Window & { shared?: ShareData[] }).shared))
      .toEqual([{ text }]);
    await expectNoAxeViolations(page);
    await lookAt(sos, 'sos-located-en-390.png');

    expect(requests.filter(carriesPosition).map((request) => request.url())).toEqual([]);
  });
});

test.describe('while the phone looks for its position', () => {
  test('a spinner holds the place of the answer', async ({ page }) => {
    // A phone that never answers: the SOS says it is looking, in the space the answer takes.
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = () => undefined;
    });
    await page.goto('/pwa/#/en/service/');
    await page.getByRole('button', { name: 'Share my position' }).click();
    const locating = page.locator('#service-sos .sos-result--locating');
    await expect(locating).toContainText('Finding your position…');
    await expect(locating.locator('.spinner')).toBeVisible();
    await expect
      .poll(async () => (await locating.boundingBox())?.height ?? 0)
      .toBeGreaterThanOrEqual(140);
    await expectNoAxeViolations(page);
  });
});

test.describe('with the position refused', () => {
  test.use({ permissions: [] });
  test.beforeEach(async ({ page }) => {
    // The shell's own hint about the refusal is snoozed: this is about the SOS.
    await page.addInitScript(() =>
      localStorage.setItem('ecg.hint.location.until', String(Date.now() + 86_400_000)),
    );
  });

  test('says so, keeps the numbers, and the message names the township chosen', async ({
    page,
  }) => {
    await page.goto('/pwa/#/en/service/');
    const sos = page.locator('#service-sos');
    await sos.getByRole('button', { name: 'Share my position' }).click();
    await expect(sos.getByRole('alert')).toContainText('Your position is not available');
    await expect(sos.locator('a.sos-call')).toHaveCount(4);
    await sos.getByLabel('Where are you? (optional)').selectOption({ label: 'Chenggong Township' });
    await expect(sos.locator('.sos-message')).toContainText(
      'Township: Chenggong Township (臺東縣成功鎮)',
    );
    await expectNoAxeViolations(page);
    await lookAt(sos, 'sos-denied-en-390.png');
  });
});

test.describe('outside the managed area, at Taipei Main Station', () => {
  test.use({
    geolocation: { latitude: 25.0478, longitude: 121.517 },
    permissions: ['geolocation', 'clipboard-read', 'clipboard-write'],
  });

  test('the position is still shareable, with no township, and copied', async ({ page }) => {
    await withShareSheet(page, false);
    await page.goto('/pwa/#/en/service/');
    // The shell points a visitor outside the area to the guide; this visitor stays.
    await page.getByRole('dialog').press('Escape');
    const sos = page.locator('#service-sos');
    await sos.getByRole('button', { name: 'Share my position' }).click();
    await expect(sos.locator('.sos-where__coordinates')).toHaveText('25.04780, 121.51700');
    await expect(sos.locator('.sos-where__township')).toHaveText('Not in Hualien or Taitung');
    // Without a share sheet the message is copied: what the browser's own clipboard then holds.
    await sos.getByRole('button', { name: 'Copy the message' }).click();
    await expect(sos.getByRole('status').filter({ hasText: 'Message copied' })).toBeVisible();
    const text = await sos.locator('.sos-message').textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await expectNoAxeViolations(page);
    await lookAt(sos, 'sos-outside-en-390.png');
  });
});
