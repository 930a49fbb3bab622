import type { BrowserContext, Locator, Page } from '@playwright/test';
import { VIDEO_GUIDE } from '@ecg/domain/answered-records';
import type { Coupon } from '@ecg/domain/contracts';
import { keptKeys } from './kept-cache';
import {
  answerPicturesHere,
  expect,
  lookAt,
  test,
  waitForServiceWorker,
  watchPolicy,
} from './support';

// These tests need the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

/**
 * The app works under its Content-Security-Policy. Every screen is opened
 * and no violation may be reported, by the page (`securitypolicyviolation`) or in the console.
 */

/** A record the seed does not hold, answered as the server answers such records. */
const COUPON: Coupon = {
  id: 31,
  name: 'NT$10 off steamed buns',
  images: [{ src: 'https://www.eastcoast-nsa.gov.tw/image/1688/640x480', title: 'Buns' }],
  start: '2026-11-01 00:00:00',
  end: '2026-12-31 23:59:59',
  description: 'NT$10 off every NT$100 spent.',
  restrication: 'One per visit.',
  shop_id: 770,
  shop_name: 'Buns',
  shop_address: 'Taitung',
  shop_latlng: '22.75,121.15',
  shop_tel: '089-123456',
  shop_categories: '122',
};

async function answerWhatTheSeedLacks(context: BrowserContext): Promise<void> {
  await answerPicturesHere(context);
  await context.route(/\/opendata\/tour-guides\/detail$/, (route) =>
    (route.request().postDataJSON() as { id: number }).id === VIDEO_GUIDE.id
      ? route.fulfill({ json: { success: true, data: VIDEO_GUIDE } })
      : route.fallback(),
  );
  await context.route(/\/opendata\/coupons\/recent$/, (route) =>
    route.fulfill({ json: { success: true, data: [COUPON] } }),
  );
}

async function firstId(page: Page, path: string, kind?: string): Promise<number> {
  const answer = (await (await page.request.get(path)).json()) as {
    data: { items: { id: number; kind?: string }[] };
  };
  const item = answer.data.items.find((each) => kind === undefined || each.kind === kind);
  return item!.id;
}

/** A picture that has really been drawn, not a broken image. */
async function expectDrawn(picture: Locator): Promise<void> {
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
}

const open = (page: Page) => page.locator('.overlay--open');
const shown = (page: Page) =>
  page.locator('.search-list .card, .status--empty, main h1, .overlay--open h1').first();

test('every screen, dialog and language works under the policy, with no violation', async ({
  page,
  context,
}) => {
  test.slow();
  const reported = await watchPolicy(page, context);
  await answerWhatTheSeedLacks(context);

  const first = await page.goto('/pwa/#/zh-tw/');
  // The server sends the policy (server/src/security-headers.ts), to the service
  // worker too: its own policy decides which hosts it may fetch pictures from.
  expect.soft(first?.headers()['content-security-policy']).toContain("default-src 'self'");
  const worker = await page.request.get('/pwa/sw.js');
  expect.soft(worker.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.getByRole('navigation', { name: '主要導覽' })).toBeVisible();
  await waitForServiceWorker(page);

  const event = await firstId(page, '/en/opendata/activities?past=true&pageSize=100', 'event');
  const shop = await firstId(page, '/en/opendata/shops?type=cuisines&pageSize=1');
  const stay = await firstId(page, '/en/opendata/accommodations?pageSize=1');
  const screens = [
    '/en/',
    '/en/search/attractions/',
    '/en/search/attractions/category/12?region=1',
    '/en/search/events',
    '/en/search/tours/category/all',
    '/en/search/places/cuisines',
    '/en/search/places/souvenirs',
    '/en/search/places/accommodation',
    '/en/search/coupon',
    '/en/search/airplane/',
    '/en/guide/',
    '/en/guide/photo',
    '/en/guide/video',
    '/en/live-camera/',
    '/en/service/',
    '/en/nowhere/at/all',
  ];
  for (const screen of screens) {
    await page.goto(`/pwa/#${screen}`);
    await expect(shown(page)).toBeVisible();
  }
  await page.goto('/pwa/#/zh-tw/game');
  await expect(page.getByText('即將推出')).toBeVisible();

  const overlays = [
    '?attraction=1',
    `?shop=${shop}`,
    `?accommodation=${stay}`,
    '?tour=2',
    `?event=${event}`,
    `?coupon=${COUPON.id}`,
    '?guide=1',
    `?guide=${VIDEO_GUIDE.id}`,
    '?static=about&type=static',
    '?static=transport&type=travel',
    '?static=ferry&type=greenisland',
    '?static=1&type=region',
  ];
  for (const overlay of overlays) {
    await page.goto(`/pwa/#/en/${overlay}`);
    await expect(open(page).locator('h1')).toBeVisible();
  }
  // No campaign runs in the seed: its page says No Data.
  await page.goto('/pwa/#/en/?static=description&type=collection');
  await expect(open(page).getByRole('status')).toHaveText('No Data');

  // A content picture comes through the service worker, from its publisher's host.
  await page.goto('/pwa/#/en/?attraction=1');
  const picture = open(page).getByRole('button', { name: /^Enlarge picture 1:/ });
  await expectDrawn(picture.locator('img'));
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // It is kept in the brief cache of other hosts' pictures (features/pwa/image-cache.ts).
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open('ecg-images-remote')).keys()).map((request) => request.url),
      ),
    )
    .toContain('https://www.eastcoast-nsa.gov.tw/image/28853/640x480');
  await lookAt(page, 'csp-attraction-en.png');

  // The picture viewer.
  await picture.click();
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeFocused();
  await expectDrawn(viewer.locator('.pswp__item[aria-hidden="false"] img').first());
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // The menu, the notices and a notice, then every language from the language dialog.
  await page.goto('/pwa/#/zh-tw/');
  await page.getByRole('button', { name: '開啟選單' }).click();
  await page.getByRole('button', { name: /^重要公告/ }).click();
  const notices = page.getByRole('dialog', { name: '重要公告' });
  await notices.getByRole('listitem').first().getByRole('button').click();
  await expect(page.getByRole('button', { name: '回公告列表' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);

  const languages = [
    ['開啟選單', '語言', 'English', 'en'],
    ['Open menu', 'Language', '日本語', 'ja'],
    ['メニューを開く', '言語', '简体中文', 'zh-Hans-CN'],
    ['打开菜单', '语言', '한국어', 'ko'],
    ['메뉴 열기', '언어', '繁體中文', 'zh-Hant-TW'],
  ] as const;
  for (const [menu, language, choice, htmlLang] of languages) {
    await page.getByRole('button', { name: menu }).click();
    await page.getByRole('button', { name: new RegExp(`^${language}`) }).click();
    await page.getByRole('button', { name: choice }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    await expect(page.getByRole('navigation').first()).toBeVisible();
  }

  expect(reported).toEqual([]);
});

test.describe('a first visit in the typhoon season, the position refused', () => {
  // The editorial warning's pop-up: CWA's warnings of the samples are seen.
  test.use({ noticesRead: 'live', permissions: [] });

  test('the warning pop-up and the location hint raise no violation', async ({ page, context }) => {
    const reported = await watchPolicy(page, context);
    await page.clock.setFixedTime(new Date('2026-08-14T10:00:00+08:00'));
    await page.goto('/pwa/#/en/');
    const popup = page.getByRole('dialog', { name: 'Typhoon season: stay safe' });
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    // The answer that popped it up is kept on the device (the clock held still: as recent as
    // the next visit), and that visit's: it does not pop up again.
    await expect
      .poll(async () => (await keptKeys(page)).some((key) => key.startsWith('["notices"')))
      .toBe(true);
    // A visit opens one dialog unasked (requirements §4): the hint comes on the next.
    await page.reload();
    const hint = page.getByRole('dialog', { name: 'Location is not available' });
    await expect(hint).toBeVisible();
    await hint.getByRole('button', { name: 'OK' }).click();
    await expect(hint).toHaveCount(0);
    expect(reported).toEqual([]);
  });
});
