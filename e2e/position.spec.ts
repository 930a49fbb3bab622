import type { APIRequestContext, Page } from '@playwright/test';
import type { ListPage, PlaceSummary } from '@ecg/domain/contracts';
import { formatDistance } from '@ecg/domain/rules/distance';
import { expect as baseExpect, expectNoAxeViolations, test } from './support';
import { blockTiles, mapPanel } from './map.support';

/**
 * The position follows the visitor (requirements §1 nearby search, §2 Map panel): a visitor who
 * travels from Hualien to Taitung to Green Island without reloading sees Nearby's list and
 * distances, and the map's "Show my position", follow each move; and no watch of the position
 * is left running once those screens are closed.
 */

// A list waits for its chunk, its names and its first page, the map for Leaflet and its places:
// a machine running several suites at once takes a while.
const expect = baseExpect.configure({ timeout: 20_000 });

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** Where the visitor stands: places of the seed, with five decimals as the app asks. */
const HUALIEN = { latitude: 23.97359, longitude: 121.61089 }; // 東大門夜市
const TAITUNG = { latitude: 22.75557, longitude: 121.14242 }; // 鯉魚山公園
const GREEN_ISLAND = { latitude: 22.67601, longitude: 121.46758 }; // 綠島燈塔
type Spot = typeof HUALIEN;

// The watches the page has running, counted as the app starts and stops them.
test.beforeEach(async ({ page }) => {
  await blockTiles(page);
  await page.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const running = new Set<number>();
    const watch = geolocation.watchPosition.bind(geolocation);
    const clear = geolocation.clearWatch.bind(geolocation);
    geolocation.watchPosition = (...args) => {
      const id = watch(...args);
      running.add(id);
      return id;
    };
    geolocation.clearWatch = (id) => {
      running.delete(id);
      clear(id);
    };
    Object.assign(window, { runningWatches: () => running.size });
  });
});

test.use({ geolocation: HUALIEN });

async function nearest(request: APIRequestContext, at: Spot): Promise<ListPage<PlaceSummary>> {
  const query = new URLSearchParams({
    lat: String(at.latitude),
    lng: String(at.longitude),
    pageSize: '10',
  });
  const answer = await request.get(`/en/opendata/attractions?${query.toString()}`, {
    headers: HEADERS,
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: ListPage<PlaceSummary> }).data;
}

const distanceLabel = (km: number) => {
  const shown = formatDistance(km);
  return shown.unit === 'm' ? `${shown.value} m` : `${shown.value.toFixed(1)} km`;
};

/** Nearby's first rows are the places nearest `at`, each with its distance from there. */
async function expectListFrom(page: Page, request: APIRequestContext, at: Spot) {
  const answer = await nearest(request, at);
  for (const [index, item] of answer.items.slice(0, 3).entries()) {
    const row = page.locator(`.search-list [aria-posinset="${index + 1}"]`);
    await expect(row.locator('.card__title')).toHaveText(item.name);
    await expect(row.locator('.search-card__line').last()).toHaveText(
      distanceLabel(item.distance ?? Number.NaN),
    );
  }
  return answer.items[0]?.name ?? '';
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Show my position" puts the visitor's dot in the middle, among the places nearest them. */
async function expectCentredOn(page: Page, nearestName: string) {
  const panel = mapPanel(page);
  await panel.getByRole('button', { name: 'Show my position' }).click();
  const me = panel.locator('.map-me');
  await expect(me).toBeVisible();
  const map = await panel.locator('.map-panel__map').boundingBox();
  const dot = await me.boundingBox();
  if (!map || !dot) throw new Error('the map and the dot are drawn');
  expect(Math.abs(dot.x + dot.width / 2 - (map.x + map.width / 2))).toBeLessThan(2);
  expect(Math.abs(dot.y + dot.height / 2 - (map.y + map.height / 2))).toBeLessThan(2);
  await panel.getByRole('button', { name: /^List \(\d+\)$/ }).click();
  await expect(
    panel.getByRole('region', { name: 'Places in view' }).getByRole('button').first(),
  ).toHaveText(new RegExp(`^${escaped(nearestName)}, `));
  await panel.getByRole('button', { name: 'Map', exact: true }).click();
}

test('Nearby and the map follow the visitor from Hualien to Taitung to Green Island', async ({
  page,
  context,
  request,
}) => {
  // Three places, each with its list, the map and axe: a long journey on a busy machine.
  test.setTimeout(180_000);
  const watches = () => page.evaluate(() => window.runningWatches());
  await page.goto('/pwa/#/en/search/nearby/attractions');
  await expect(page.getByText('Nearest first, from where you are.')).toBeVisible();
  await expectListFrom(page, request, HUALIEN);
  // Set once: still there at the end, so the page was never loaded again.
  await page.evaluate(() => Object.assign(window, { sameVisit: true }));

  // On to Taitung, with the list open: it follows.
  await context.setGeolocation(TAITUNG);
  await expectListFrom(page, request, TAITUNG);
  expect(await watches()).toBe(1);

  // Nearby closed, nothing watches; the map opened over the home page goes to Taitung.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page).toHaveURL(/#\/en\/?$/);
  await expect.poll(watches).toBe(0);
  await page.evaluate(() => {
    window.location.hash = '#/en/?map=spots';
  });
  await expect(mapPanel(page)).toHaveClass(/map-panel--open/);
  // Opened, the map fits its places once they come: recentre after that.
  await expect(mapPanel(page).locator('.map-marker').first()).toBeVisible();
  await expectCentredOn(page, (await nearest(request, TAITUNG)).items[0]?.name ?? '');

  // On to Green Island, with the map open: "Show my position" follows.
  await context.setGeolocation(GREEN_ISLAND);
  const onGreenIsland = (await nearest(request, GREEN_ISLAND)).items[0]?.name ?? '';
  // The app keeps each new position it takes: wait for this one.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ecg.geolocation.position')))
    .toBe(JSON.stringify({ lat: GREEN_ISLAND.latitude, lng: GREEN_ISLAND.longitude }));
  await expectCentredOn(page, onGreenIsland);

  // The map closed, nothing watches; Nearby measures from Green Island.
  await page.goBack();
  await expect(mapPanel(page)).not.toHaveAttribute('open');
  await expect.poll(watches).toBe(0);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Search' })
    .click();
  await page
    .getByRole('navigation', { name: 'Lists' })
    .getByRole('link', { name: 'Nearby' })
    .click();
  await expectListFrom(page, request, GREEN_ISLAND);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => 'sameVisit' in window)).toBe(true);
});

declare global {
  interface Window {
    runningWatches: () => number;
  }
}
