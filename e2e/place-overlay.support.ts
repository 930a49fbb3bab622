import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { Attraction, CategoryTag, Shop } from '@ecg/domain/contracts';
import { expect, expectOverlayAccessible, lookAt, untilStill } from './support';

/** Helpers of the place overlay specs (place-overlay*.spec.ts). */

export { expect, expectOverlayAccessible };

export const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
export const DETAIL_PATHS = {
  attraction: '/en/opendata/attractions/detail',
  shop: '/en/opendata/shops/detail',
  accommodation: '/en/opendata/accommodations/detail',
} as const;
export type Kind = keyof typeof DETAIL_PATHS;

export async function detail(request: APIRequestContext, kind: Kind, id: number): Promise<Shop> {
  const answer = await request.post(DETAIL_PATHS[kind], { data: { id }, headers: HEADERS });
  expect(answer.ok(), `${kind} ${id}`).toBe(true);
  return ((await answer.json()) as { data: Shop }).data;
}

/** The first place of a list whose record has every one of `fields`. */
export async function idWith(
  request: APIRequestContext,
  kind: Kind,
  list: string,
  fields: (keyof Shop)[],
): Promise<number> {
  const answer = await request.get(list, { headers: HEADERS });
  const items = ((await answer.json()) as { data: { items: { id: number }[] } }).data.items;
  for (const { id } of items) {
    const place = await detail(request, kind, id);
    if (fields.every((field) => place[field] !== undefined && place[field] !== '')) return id;
  }
  throw new Error(`no ${kind} in ${list} has ${fields.join(', ')}`);
}

export const dialogOf = (page: Page) => page.locator('.overlay--open');

/** The value beside a label in the facts. */
export const fact = (scope: Locator, label: string) =>
  scope
    .locator('.detail-facts > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

export const section = (scope: Locator, title: string) =>
  scope.locator('section', {
    has: scope.page().getByRole('heading', { name: title, exact: true }),
  });

export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What content HTML reads as, for comparing with the rendered text. */
export const textOf = (page: Page, html: string) =>
  page.evaluate(
    (markup) => new DOMParser().parseFromString(markup, 'text/html').body.textContent ?? '',
    html,
  );

/** A phone and a tablet picture of the open overlay. */
export async function screenshots(page: Page, name: string): Promise<void> {
  await untilStill(page);
  await lookAt(page, `overlay-${name}-390.png`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await untilStill(page);
  await lookAt(page, `overlay-${name}-768.png`);
  await expectOverlayAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
}

export async function attractionCategories(request: APIRequestContext, place: Attraction) {
  const answer = await request.get('/en/opendata/categories?kind=attraction', { headers: HEADERS });
  const named = ((await answer.json()) as { data: CategoryTag[] }).data;
  return place.categories
    .split(',')
    .filter(Boolean)
    .flatMap((id) => named.filter((tag) => tag.value === Number(id)).map((tag) => tag.title));
}

export const backLink = (page: Page) => page.getByRole('link', { name: 'Back' });

/**
 * A phone page whose requests `page.route` can answer: without the service worker, which
 * would fetch them itself, and with no notices, whose pop-up would cover the page.
 */
export async function pageWithoutWorker(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: { latitude: 23.020216835184925, longitude: 121.32502856654718 },
  });
  const page = await context.newPage();
  await page.route(/\/opendata\/notices/, (route) =>
    route.fulfill({ json: { success: true, data: [] } }),
  );
  return page;
}
