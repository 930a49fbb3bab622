import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshotPath, test } from './support';

// A visitor on the coast who has read the notices: no pop-up stands in front of the notices here.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 23.1236, longitude: 121.4118 } });

/** The page is controlled once the worker has installed; a first visit may need one reload. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state))
    .toBe('activated');
}

/** A content call made by the page, as the service worker answers it. */
function call(page: Page, path: string, body?: object) {
  return page.evaluate(
    async ({ path, body }) => {
      try {
        const response = await fetch(path, {
          method: body ? 'POST' : 'GET',
          headers: body ? { 'content-type': 'application/json' } : {},
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: response.status, json: (await response.json()) as unknown };
      } catch {
        return { status: 0, json: null };
      }
    },
    { path, body },
  );
}

test('the app opens offline from its service worker, and says it is offline', async ({
  page,
  context,
}) => {
  const nav = page.getByRole('navigation', { name: '主要導覽' });
  await page.goto('/pwa/#/zh-tw/');
  await expect(nav).toBeVisible();
  await waitForServiceWorker(page);
  await expect(page.getByText('離線中')).toHaveCount(0);

  // Answers seen online, a list (GET) and an area detail (POST), are kept for the road.
  const list = await call(page, '/zh-tw/opendata/regions');
  const detail = await call(page, '/zh-tw/opendata/region-detail', { type: 'all' });
  expect([list.status, detail.status]).toEqual([200, 200]);

  await context.setOffline(true);
  await page.reload();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(5);
  await expect(page.getByRole('status').filter({ hasText: '離線中' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshotPath('offline-home-zh-tw.png') });

  expect(await call(page, '/zh-tw/opendata/regions')).toEqual(list);
  expect(await call(page, '/zh-tw/opendata/region-detail', { type: 'all' })).toEqual(detail);
  // Nothing was saved for this one, and the network is really gone.
  expect((await call(page, '/zh-tw/opendata/region-detail', { type: 'HUN' })).status).toBe(0);

  await context.setOffline(false);
  await expect(page.getByText('離線中')).toHaveCount(0);
});

const workerFile = path.join('web', 'dist', 'sw.js');
let restoreWorker: (() => void) | undefined;
// After a failure or a timeout too, the built app is left as it was.
test.afterEach(() => {
  restoreWorker?.();
  restoreWorker = undefined;
});

test('a new version waits until the visitor accepts the update prompt', async ({ page }) => {
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
  await page.screenshot({ path: screenshotPath('update-prompt-zh-tw.png') });

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
  page,
  request,
}) => {
  await page.goto('/pwa/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
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
