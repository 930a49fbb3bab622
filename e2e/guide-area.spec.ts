import type { APIRequestContext, Page } from '@playwright/test';
import type { GuideSummary, ListPage } from '@ecg/domain/contracts';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * The guide area (requirements §2 /{lang}/guide/{type}/{value}): a tab per guide
 * type, the list as the API answers it, keyword search, and each guide opening its overlay.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function apiGuides(
  request: APIRequestContext,
  lang: string,
  query: Record<string, string>,
): Promise<ListPage<GuideSummary>> {
  const params = new URLSearchParams({ ...query, pageSize: '20' });
  const answer = await request.get(`/${lang}/opendata/tour-guides?${params.toString()}`, {
    headers: HEADERS,
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: ListPage<GuideSummary> }).data;
}

const titles = (page: Page) => page.locator('.guide-list .card__title');
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Guide types' }).getByRole('link', { name });

test('the photo guides are listed as the API answers, /guide opening that tab', async ({
  page,
  request,
}) => {
  const photos = await apiGuides(request, 'en', { type: 'photo' });
  expect(photos.total).toBeGreaterThan(0);
  await page.goto('/pwa/#/en/guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guide');
  await expect(tab(page, 'Photos')).toHaveAttribute('aria-current', 'page');
  await expect(titles(page)).toHaveText(photos.items.map((guide) => guide.title));
  await expect(page).toHaveTitle('Guide | East Coast National Scenic Area');

  await tab(page, 'Photos').click();
  await expect(page).toHaveURL(/#\/en\/guide\/photo$/);
  await expect(page).toHaveTitle('Photo guides | East Coast National Scenic Area');
  await expect(titles(page)).toHaveText(photos.items.map((guide) => guide.title));
});

for (const [type, name] of [
  ['video', 'Video'],
  ['audio', 'Audio'],
] as const) {
  test(`the ${type} tab says No Data while there is none`, async ({ page, request }) => {
    expect((await apiGuides(request, 'en', { type })).total).toBe(0);
    await page.goto('/pwa/#/en/guide/photo');
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status').filter({ hasText: 'No Data' })).toBeVisible();
    await expect(titles(page)).toHaveCount(0);
  });
}

test.describe('answered by a route', () => {
  // page.route sees no call the service worker makes itself, as it may once it controls the page.
  test.use({ serviceWorkers: 'block' });

  test('video and audio guides carry their mark', async ({ page }) => {
    const guide = (id: number, type: string) => ({
      id,
      title: `A ${type} guide`,
      type,
      update_time: '2026-11-21 00:00:00',
      image: null,
      ...(type === 'video' ? { video_id: 'abc' } : { audio: 'https://example.org/a.mp3' }),
    });
    await page.route('**/en/opendata/tour-guides?*', (route) => {
      const type = new URL(route.request().url()).searchParams.get('type') ?? 'video';
      return route.fulfill({
        json: {
          success: true,
          data: { items: [guide(1, type)], total: 1, page: 1, pageSize: 20 },
        },
      });
    });
    await page.goto('/pwa/#/en/guide/video');
    await expect(page.locator('.guide-item--video .guide-item__badge')).toBeVisible();
    await tab(page, 'Audio').click();
    await expect(page.locator('.guide-item--audio .guide-item__badge')).toBeVisible();
  });
});

test('a keyword narrows the list and stays in the address', async ({ page, request }) => {
  const photos = await apiGuides(request, 'en', { type: 'photo' });
  const keyword = (photos.items[1]?.title ?? '').split(' ').slice(-2).join(' ');
  const found = await apiGuides(request, 'en', { type: 'photo', q: keyword });
  expect(found.total).toBeGreaterThan(0);
  await page.goto('/pwa/#/en/guide/photo');
  const field = page.getByRole('searchbox', { name: 'Search guides' });
  await expect(field).toHaveAttribute('placeholder', 'Enter keyword');
  await field.fill(keyword);
  await field.press('Enter');
  await expect(page).toHaveURL(/#\/en\/guide\/photo\?q=/);
  const hash = new URL(page.url()).hash;
  expect(new URLSearchParams(hash.slice(hash.indexOf('?'))).get('q')).toBe(keyword);
  await expect(titles(page)).toHaveText(found.items.map((guide) => guide.title));
  await page.reload();
  await expect(field).toHaveValue(keyword);
  await expect(titles(page)).toHaveText(found.items.map((guide) => guide.title));
});

test('a guide opens the guide overlay over the list', async ({ page, request }) => {
  const [first] = (await apiGuides(request, 'en', { type: 'photo' })).items;
  await page.goto('/pwa/#/en/guide/photo');
  await titles(page).first().click();
  await expect(page).toHaveURL(new RegExp(`#/en/guide/photo\\?guide=${String(first?.id)}$`));
  await expect(page.locator('.overlay--open')).toBeVisible();
});

test('the guide area passes axe, at 390 and 768 px', async ({ page }) => {
  for (const lang of ['en', 'zh-tw'] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/pwa/#/${lang}/guide/photo`);
    await expect(titles(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, `guide-${lang}-390.png`, { fullPage: true });
    await page.setViewportSize({ width: 768, height: 1024 });
    await lookAt(page, `guide-${lang}-768.png`, { fullPage: true });
  }
  await page.goto('/pwa/#/en/guide/video');
  await expect(page.getByRole('status').filter({ hasText: 'No Data' })).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'guide-en-video-768.png');
});
