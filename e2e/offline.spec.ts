import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_WEB_ROOT } from './e2e-run';
import {
  answerPicturesHere,
  believeAlwaysOnline,
  expect,
  expectNoAxeViolations,
  goOffline,
  lookAt,
  test,
  waitForServiceWorker,
} from './support';

// These tests need the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

// A visitor on the coast who has read the notices: no pop-up stands in front of the notices here.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 23.1236, longitude: 121.4118 } });

/** A call made by the page, as the service worker answers it. */
function call(page: Page, path: string, body?: object, headers: Record<string, string> = {}) {
  return page.evaluate(
    async ({ path, body, headers }) => {
      try {
        const response = await fetch(path, {
          method: body ? 'POST' : 'GET',
          headers: body ? { 'content-type': 'application/json', ...headers } : headers,
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: response.status, json: (await response.json()) as unknown };
      } catch {
        return { status: 0, json: null };
      }
    },
    { path, body, headers },
  );
}

test('the app opens offline from its service worker, and says it is offline', async ({
  page,
  context,
}) => {
  await believeAlwaysOnline(page);
  const nav = page.getByRole('navigation', { name: '主要導覽' });
  await page.goto('/pwa/#/zh-tw/');
  await expect(nav).toBeVisible();
  await waitForServiceWorker(page);
  await expect(page.getByText('離線中')).toHaveCount(0);

  // Answers seen online, a list (GET) and an area detail (POST), are kept for the road.
  const list = await call(page, '/zh-tw/opendata/regions');
  const detail = await call(page, '/zh-tw/opendata/region-detail', { type: 'all' });
  expect([list.status, detail.status]).toEqual([200, 200]);

  await goOffline(page);
  // The notices are asked again a second after the start (requirements §7).
  const noticesAsked = page.waitForRequest((request) =>
    request.url().includes('/opendata/notices'),
  );
  await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(5);
  const badge = page.getByRole('status').filter({ hasText: '離線中' });
  await expect(badge).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'offline-home-zh-tw.png');

  expect(await call(page, '/zh-tw/opendata/regions')).toEqual(list);
  expect(await call(page, '/zh-tw/opendata/region-detail', { type: 'all' })).toEqual(detail);
  // Nothing was saved for this one, and the network is really gone.
  expect((await call(page, '/zh-tw/opendata/region-detail', { type: 'HUN' })).status).toBe(0);
  // Their answer, from the worker's cache or the browser's, is no sign of a network.
  await (await noticesAsked).response();
  await expect(badge).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('離線中')).toHaveCount(0);
});

/** Every address the worker's caches hold. */
function storedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      addresses.push(...(await cache.keys()).map((request) => request.url));
    }
    return addresses;
  });
}

test('the worker keeps content only: live data and what a visitor sends go to the network alone', async ({
  page,
}) => {
  await page.goto('/pwa/#/zh-tw/');
  await waitForServiceWorker(page);
  // A form of requirements §7 on the content prefix, sent to the server itself: the survey's
  // token is this visitor's alone (survey 1 is open in the seed).
  const survey = await call(
    page,
    '/zh-tw/opendata/token',
    { surveyId: 1 },
    { 'idempotency-key': randomUUID() },
  );
  const weather = await call(page, '/zh-tw/opendata/WeatherForecast', { zipcode: 973 });
  const detail = await call(page, '/zh-tw/opendata/region-detail', { type: 'GNI' });
  expect([survey.status, weather.status, detail.status]).toEqual([201, 200, 200]);

  // The content answer is stored (the worker stores after answering); the others never are.
  await expect
    .poll(() => storedAddresses(page))
    .toContainEqual(expect.stringContaining('/zh-tw/opendata/region-detail?__body='));
  const stored = await storedAddresses(page);
  expect(stored.filter((address) => /opendata\/token|WeatherForecast/.test(address))).toEqual([]);

  // Offline, live data fails as the network does: no earlier answer stands in for a new one.
  await goOffline(page);
  expect((await call(page, '/zh-tw/opendata/WeatherForecast', { zipcode: 973 })).status).toBe(0);
  expect(await call(page, '/zh-tw/opendata/region-detail', { type: 'GNI' })).toEqual(detail);
});

test('offline, a page never opened says so and leads to what was saved, then loads once online', async ({
  page,
  context,
}) => {
  test.slow();
  await believeAlwaysOnline(page);
  await page.goto('/pwa/#/en/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await waitForServiceWorker(page);
  // Opened online: a list and an itinerary, so they are saved for the road.
  await page.goto('/pwa/#/en/search/attractions/');
  await expect(page.locator('.search-list .card').first()).toBeVisible();
  await page.goto('/pwa/#/en/?tour=2');
  const tourTitle = page.locator('.overlay--open h1');
  await expect(tourTitle).toBeVisible();
  const tour = (await tourTitle.textContent()) ?? '';

  await goOffline(page);
  const offline = page.getByRole('status').filter({ hasText: "You're offline" });
  const saved = page.getByRole('region', { name: 'Available offline' });

  // A list never opened: no endless Loading, but the way to what can be read.
  await page.goto('/pwa/#/en/search/events');
  await expect(offline).toHaveText("You're offline — this page hasn't been saved yet");
  await expect(page.locator('main').getByText('Loading')).toHaveCount(0);
  await expect(saved.getByRole('link')).toHaveText(['Home', tour, 'Attractions']);
  await expectNoAxeViolations(page);
  await lookAt(page, 'offline-unsaved-list-en.png');

  // A detail and a static page never opened say the same over the page.
  for (const address of ['/pwa/#/en/?tour=3', '/pwa/#/en/?static=about&type=static']) {
    await page.goto(address);
    const overlay = page.locator('.overlay--open');
    await expect(overlay.getByRole('status')).toHaveText(
      "You're offline — this page hasn't been saved yet",
    );
    await expect(overlay.getByRole('region', { name: 'Available offline' })).toBeVisible();
  }
  await lookAt(page, 'offline-unsaved-page-en.png');

  // What was saved opens from its link.
  await page
    .locator('.overlay--open')
    .getByRole('region', { name: 'Available offline' })
    .getByRole('link', { name: tour })
    .click();
  await expect(page.locator('.overlay--open h1')).toHaveText(tour);

  // A home never opened in Japanese: each section says it in a line.
  await page.goto('/pwa/#/ja/');
  await expect(
    page.getByText('オフラインです。この部分はまだ保存されていません').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'offline-unsaved-home-ja.png');

  // Back online, the list that could not load comes by itself.
  await page.goto('/pwa/#/en/search/events');
  await expect(offline).toBeVisible();
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(page.locator('.search-list .card').first()).toBeVisible();
});

const workerFile = path.join(E2E_WEB_ROOT, 'sw.js');
let restoreWorker: (() => void) | undefined;
// After a failure or a timeout too, the built app is left as it was.
test.afterEach(() => {
  restoreWorker?.();
  restoreWorker = undefined;
});

test('a new version waits until the visitor accepts the update prompt', async ({ page }) => {
  // Two service workers install their precache, one after the other: slow on a busy machine.
  test.slow();
  // Chromium activates the accepted worker only once the old one has no fetch in flight. The
  // home's pictures come through the old one, and a picture's host, unreachable here, can take
  // seconds to fail on a busy machine: one picture after another kept it busy past the timeout.
  await answerPicturesHere(page.context());
  await page.goto('/pwa/#/zh-tw/');
  await waitForServiceWorker(page);

  // A release is a service worker that differs by one byte from the installed one.
  const released = readFileSync(workerFile, 'utf8');
  restoreWorker = () => writeFileSync(workerFile, released);
  writeFileSync(workerFile, `${released}\n// next release ${Date.now()}\n`);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = page.getByRole('status').filter({ hasText: '有新版本可以使用' });
  await expect(prompt).toBeVisible();
  const waiting = () =>
    page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
  expect(await waiting()).toBe(true);
  await expectNoAxeViolations(page);
  await lookAt(page, 'update-prompt-zh-tw.png');

  await prompt.getByRole('button', { name: '稍後' }).click();
  await expect(prompt).toHaveCount(0);
  expect(await waiting()).toBe(true);

  // Put off, the waiting version is offered again on the next visit; accepted, it takes over.
  await page.reload();
  await expect(prompt).toBeVisible();
  await Promise.all([
    page.waitForEvent('load'),
    prompt.getByRole('button', { name: '立即更新' }).click(),
  ]);
  await expect(page.getByRole('navigation', { name: '主要導覽' })).toBeVisible();
  expect(await waiting()).toBe(false);
  await expect(prompt).toHaveCount(0);
});

test('the manifest names the app and its icons; robots.txt and the favicon are served', async ({
  request,
}) => {
  // The served page names its manifest: read as the browser reads it, without a page.
  const html = await (await request.get('/pwa/')).text();
  const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
  expect(href).toBe('/pwa/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as {
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: '東部海岸國家風景區',
    short_name: '東海岸',
    start_url: '/pwa/',
    scope: '/pwa/',
    display: 'standalone',
    lang: 'zh-Hant-TW',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const image = await request.get(new URL(icon.src, answer.url()).pathname);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  const robots = await request.get('/pwa/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toContain('User-agent');
  const favicon = await request.get('/pwa/favicon.svg');
  expect(favicon.ok()).toBe(true);
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
  // The worker is revalidated on every visit, so a release reaches visitors.
  const worker = await request.get('/pwa/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('the worker carries no contract: it starts without building a schema', async ({ request }) => {
  // The browser starts the worker again for most visits after it rested; every zod schema in
  // its script would be built at each start, before the page is answered (docs/performance.md,
  // The worker's script). zod's own marks, as the build leaves them.
  const worker = await (await request.get('/pwa/sw.js')).text();
  expect(worker.length).toBeGreaterThan(0);
  expect(worker.includes('_zod'), "zod in the worker's script").toBe(false);
});
