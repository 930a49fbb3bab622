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

const MAP_PREFIX = { 'zh-tw': '地圖：', en: 'Map: ', ja: '地図：' } as const;

const LANGS = [
  {
    lang: 'zh-tw',
    start: '分享我的位置',
    township: '臺東縣成功鎮',
    said: ['23.12326, 121.40710（緯度，經度，WGS84）', '誤差約 12 公尺', '鄉鎮：臺東縣成功鎮'],
    sms: '用簡訊傳送',
    share: '分享訊息',
    copy: '複製訊息',
  },
  {
    lang: 'en',
    start: 'Share my position',
    township: 'Chenggong Township, Taitung County (臺東縣成功鎮)',
    said: [
      '23.12326, 121.40710 (latitude, longitude, WGS84)',
      'Accurate to about 12 m',
      'Township: Chenggong Township, Taitung County (臺東縣成功鎮)',
    ],
    sms: 'Send by text message',
    share: 'Share the message',
    copy: 'Copy the message',
  },
  {
    lang: 'ja',
    start: '現在地を伝える',
    township: '台東県成功鎮 (臺東縣成功鎮)',
    said: [
      '23.12326, 121.40710（緯度、経度、WGS84）',
      '誤差 約12 m',
      '郷鎮：台東県成功鎮 (臺東縣成功鎮)',
    ],
    sms: 'SMSで送る',
    share: 'メッセージを共有',
    copy: 'メッセージをコピー',
  },
] as const;

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
  test.use({
    geolocation: SANXIANTAI,
    permissions: ['geolocation', 'clipboard-read', 'clipboard-write'],
  });

  for (const { lang, start, township, said, sms, share, copy } of LANGS) {
    test(`${lang}: the position, its township and the message, sent by text and shared`, async ({
      page,
    }) => {
      await withShareSheet(page, true);
      const requests = recordRequests(page);
      await page.goto(`/pwa/#/${lang}/service/`);
      const sos = page.locator('#service-sos');
      await sos.getByRole('button', { name: start }).click();

      await expect(sos.locator('.sos-where__coordinates')).toHaveText(COORDINATES);
      await expect(sos.locator('.sos-where__township')).toHaveText(township);
      const message = sos.locator('.sos-message');
      await expect(message).toContainText(MAP_URL);
      // Each line in the visitor's language, the coordinates with a point in every one.
      const text = (await message.evaluate((element) => element.textContent)) ?? '';
      expect(text.split('\n')).toEqual([
        expect.any(String),
        ...said,
        `${MAP_PREFIX[lang]}${MAP_URL}`,
      ]);

      // A text message with no recipient and the message as its body.
      const href = (await sos.getByRole('link', { name: sms }).getAttribute('href')) ?? '';
      expect(href.startsWith('sms:?&body=')).toBe(true);
      expect(decodeURIComponent(href.slice('sms:?&body='.length))).toBe(text);

      // A call to each emergency line of the page, to read the message out.
      const calls = sos.locator('a.sos-call');
      await expect(calls).toHaveCount(4);
      expect(
        await calls.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(['tel:110', 'tel:119', 'tel:112', 'tel:118']);

      await sos.getByRole('button', { name: share }).click();
      await expect
        .poll(() => page.evaluate(() => (window as Window & { shared?: ShareData[] }).shared))
        .toEqual([{ text }]);
      await expect(sos.getByRole('button', { name: copy })).toHaveCount(0);

      await expectNoAxeViolations(page);
      await lookAt(sos, `sos-located-${lang}-390.png`);
      expect(requests.filter(carriesPosition).map((request) => request.url())).toEqual([]);
    });
  }

  test('without a share sheet, the message is copied, and says so', async ({ page }) => {
    await withShareSheet(page, false);
    await page.goto('/pwa/#/en/service/');
    const sos = page.locator('#service-sos');
    await sos.getByRole('button', { name: 'Share my position' }).click();
    await expect(sos.locator('.sos-where__township')).toHaveText(LANGS[1].township);
    await expect(sos.getByRole('button', { name: 'Share the message' })).toHaveCount(0);
    await sos.getByRole('button', { name: 'Copy the message' }).click();
    await expect(sos.getByRole('status').filter({ hasText: 'Message copied' })).toBeVisible();
    const text = await sos.locator('.sos-message').textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await expectNoAxeViolations(page);
  });

  test('in zh-tw, the copy says so in Chinese', async ({ page }) => {
    await withShareSheet(page, false);
    await page.goto('/pwa/#/zh-tw/service/');
    const sos = page.locator('#service-sos');
    await sos.getByRole('button', { name: '分享我的位置' }).click();
    await sos.getByRole('button', { name: '複製訊息' }).click();
    await expect(sos.getByRole('status').filter({ hasText: '訊息已複製' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(COORDINATES);
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

  for (const [lang, start, refused, where, townshipOption, says] of [
    [
      'en',
      'Share my position',
      'Your position is not available',
      'Where are you? (optional)',
      'Chenggong Township',
      'Township: Chenggong Township (臺東縣成功鎮)',
    ],
    [
      'zh-tw',
      '分享我的位置',
      '無法取得您的位置',
      '您在哪裡？（選填）',
      '成功鎮',
      '鄉鎮：臺東縣成功鎮',
    ],
  ] as const) {
    test(`${lang}: says so, keeps the numbers, and the message names the township chosen`, async ({
      page,
    }) => {
      await page.goto(`/pwa/#/${lang}/service/`);
      const sos = page.locator('#service-sos');
      await sos.getByRole('button', { name: start }).click();
      await expect(sos.getByRole('alert')).toContainText(refused);
      await expect(sos.locator('a.sos-call')).toHaveCount(4);
      await expect(sos.locator('.sos-where__coordinates')).toHaveCount(0);
      const message = sos.locator('.sos-message');
      await expect(message).not.toContainText('maps');
      await sos.getByLabel(where).selectOption({ label: townshipOption });
      await expect(message).toContainText(says);
      const href =
        (await sos.getByRole('link', { name: /簡訊|text message/ }).getAttribute('href')) ?? '';
      expect(decodeURIComponent(href)).toContain(says);
      await expectNoAxeViolations(page);
      await lookAt(sos, `sos-denied-${lang}-390.png`);
    });
  }
});

test.describe('outside the managed area, at Taipei Main Station', () => {
  test.use({ geolocation: { latitude: 25.0478, longitude: 121.517 } });

  test('the position is still shareable, with no township', async ({ page }) => {
    await withShareSheet(page, true);
    await page.goto('/pwa/#/en/service/');
    // The shell points a visitor outside the area to the guide; this visitor stays.
    await page.getByRole('dialog').press('Escape');
    const sos = page.locator('#service-sos');
    await sos.getByRole('button', { name: 'Share my position' }).click();
    await expect(sos.locator('.sos-where__coordinates')).toHaveText('25.04780, 121.51700');
    await expect(sos.locator('.sos-where__township')).toHaveText('Not in Hualien or Taitung');
    await expect(sos).toContainText('outside the area this guide covers');
    await expect(sos).not.toContainText('Highway 11');
    await expect(sos.locator('.sos-message')).not.toContainText('Township');
    await sos.getByRole('button', { name: 'Share the message' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as Window & { shared?: ShareData[] }).shared?.[0]?.text),
      )
      .toContain('25.04780, 121.51700');
    await expectNoAxeViolations(page);
    await lookAt(sos, 'sos-outside-en-390.png');
  });
});
