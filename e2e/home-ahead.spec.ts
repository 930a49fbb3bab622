import type { Page, Route } from '@playwright/test';
import { API_HEADERS, expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * The home rendered ahead (docs/performance.md, The home rendered ahead): the server's first
 * answer holds the home of its address, which shows before any of the app's scripts has run,
 * and the app takes it over as it is. Any other address never shows that home first.
 */

/** The app's scripts, held until released: what shows meanwhile is the page's own HTML. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/pwa\/assets\/.+\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
    return undefined;
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** Marks the page when a frame is about to paint with a home rendered ahead on screen. */
async function watchFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const look = () => {
      const home = document.querySelector('#root.ahead .home');
      if (home?.checkVisibility()) (window as { aheadShown?: boolean }).aheadShown = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const aheadShown = (page: Page) =>
  page.evaluate(() => (window as { aheadShown?: boolean }).aheadShown === true);

/** The first pictured attraction of a language's home list: the carousel's first slide. */
async function firstPictured(page: Page, lang: string): Promise<string> {
  const answer = await page.request.get(`/${lang}/opendata/attractions?pageSize=30`, {
    headers: API_HEADERS,
  });
  const { data } = (await answer.json()) as {
    data: { items: { name: string; image: unknown; regionId: number }[] };
  };
  const first = data.items.find((item) => item.image !== null);
  expect(first).toBeDefined();
  return first!.name;
}

test('the zh-tw home is in the first answer, shown before the scripts, then hydrated as it is', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text()))
      problems.push(message.text());
  });
  const release = await holdScripts(page);
  const name = await firstPictured(page, 'zh-tw');
  await page.goto('/pwa/', { waitUntil: 'commit' });
  // No script of the app has run: the page's own HTML shows the home, its content in.
  const slide = page.locator('.hero .carousel__slide').first();
  await expect(slide).toContainText(name);
  await expect(page.getByRole('navigation', { name: '主要導覽' })).toBeVisible();
  await expect(page).toHaveURL(/#\/zh-tw\/$/);
  await lookAt(page, 'home-ahead-before-scripts.png');
  // What the app must take over, not redraw.
  await page.evaluate(() => {
    (window as { before?: Element | null }).before = document.querySelector('.home h1');
  });

  await release();
  // Hydrated (the home has named the document: an effect, run once the app has taken the page
  // over): the menu opens, and nothing of the page was redrawn or refused.
  await expect(page.locator('meta[data-page-meta][name="description"]')).toHaveCount(1);
  await page.getByRole('button', { name: '開啟選單' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  const kept = await page.evaluate(
    () => (window as { before?: Element | null }).before === document.querySelector('.home h1'),
  );
  expect(kept).toBe(true);
  expect(problems).toEqual([]);
  await expectNoAxeViolations(page);
});

test('the English and Japanese homes are in their own first answers', async ({ page }) => {
  for (const [lang, nav] of [
    ['en', 'Main navigation'],
    ['ja', 'メインナビゲーション'],
  ] as const) {
    const name = await firstPictured(page, lang);
    const release = await holdScripts(page);
    await page.goto(`/pwa/${lang}/`, { waitUntil: 'commit' });
    await expect(page.locator('.hero .carousel__slide').first()).toContainText(name);
    await expect(page.getByRole('navigation', { name: nav })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/pwa/${lang}/#/${lang}/$`));
    await release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test("an address's strings and screen are asked with the app's script, not after it ran", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const release = await holdScripts(page);
  await page.goto('/pwa/#/ja/search/attractions/', { waitUntil: 'commit' });
  // Every script is held: what was asked, the page asked by itself (public/first-paint.js).
  await expect
    .poll(() => asked.filter((file) => /\/assets\/(ja-|SearchPage-)/.test(file)).length)
    .toBeGreaterThanOrEqual(3);
  await release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('another address never shows the zh-tw home first, on a slow network', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await watchFrames(page);
  const name = await firstPictured(page, 'en');
  // Another language's home, an overlay's address over the zh-tw home, and the zh-tw home for
  // a reader of Simplified Chinese: each drawn by the app, the zh-tw home never painted first.
  await page.goto('/pwa/#/en/');
  await expect(page.locator('.hero .carousel__slide').first()).toContainText(name);
  expect(await aheadShown(page)).toBe(false);

  const tour = await page.request.get('/zh-tw/opendata/tours?category=all&pageSize=1', {
    headers: API_HEADERS,
  });
  const tourId = ((await tour.json()) as { data: { items: { id: number }[] } }).data.items[0]!.id;
  await page.goto(`/pwa/#/zh-tw/?tour=${tourId}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await aheadShown(page)).toBe(false);

  await page.evaluate(() => localStorage.setItem('ecg.uiLang', 'zh-cn'));
  await page.goto('/pwa/');
  await expect(page.getByRole('navigation', { name: '主要导航' })).toBeVisible();
  expect(await aheadShown(page)).toBe(false);
});
