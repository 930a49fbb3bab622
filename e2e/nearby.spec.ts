import type { APIRequestContext, Page } from '@playwright/test';
import type { ListPage, PlaceSummary, Tour } from '@ecg/domain/contracts';
import { facilityApiPath } from '@ecg/domain/facility-api-paths';
import { type LatLng } from '@ecg/domain/rules/distance';
import {
  NEARBY_BUTTON_KINDS,
  NO_NEARBY_MESSAGE_MS,
  nearbyRadiusKm,
} from '@ecg/domain/rules/facilities';
import { expect, expectNoAxeViolations, lookAt, test, untilStill } from './support';

/**
 * Nearby (requirements §2): the ways into the map, which set its view in the address (the panel
 * itself has its own spec); the zh-tw nearby buttons' "none found" message, busy and offline
 * states; the refusal hint; axe. What the lists show (nearest first, each language's units, the
 * count, the wait for the browser, the default position's note) and which buttons are offered
 * are checked by the screen tests (web/test/screens/nearby.test.tsx).
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
/** Hualien City's centre (Hualien Station's side of town), where the city's toilets are. */
const HUALIEN_CITY = { latitude: 23.9769, longitude: 121.6044 };
/** The app asks with five decimals, which these are already. */
const HUALIEN_CITY_AT: LatLng = { lat: HUALIEN_CITY.latitude, lng: HUALIEN_CITY.longitude };

async function nearbyList(
  request: APIRequestContext,
  lang: string,
  list: 'attractions' | 'accommodations',
  at: LatLng,
): Promise<ListPage<PlaceSummary>> {
  const query = new URLSearchParams({ lat: String(at.lat), lng: String(at.lng), pageSize: '50' });
  const answer = await request.get(`/${lang}/opendata/${list}?${query.toString()}`, {
    headers: HEADERS,
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: ListPage<PlaceSummary> }).data;
}

const titles = (page: Page) => page.locator('.search-list .card__title');

const address = (page: Page) => new URL(page.url()).hash;
const paramsOf = (page: Page) => new URLSearchParams(address(page).split('?')[1] ?? '');

test.describe('sharing the position', () => {
  test.use({ geolocation: HUALIEN_CITY });

  test('the nearby tab is accessible, opens a row over it, and leads to the map', async ({
    page,
    request,
  }) => {
    await page.goto('/pwa/#/en/search/attractions/');
    await page
      .getByRole('navigation', { name: 'Lists' })
      .getByRole('link', { name: 'Nearby' })
      .click();
    await expect(page).toHaveURL(/#\/en\/search\/nearby\/attractions$/);
    const answer = await nearbyList(request, 'en', 'attractions', HUALIEN_CITY_AT);
    await expect(titles(page).first()).toHaveText(answer.items[0]?.name ?? '');
    await expectNoAxeViolations(page);

    // A row opens its overlay over the list.
    await titles(page).first().click();
    await expect(page).toHaveURL(new RegExp(`\\?attraction=${answer.items[0]?.id}$`));
    await page.goBack();

    // "Show on map": the spots around the position the list is sorted from; Back closes it.
    await page.getByRole('link', { name: 'Show on map' }).click();
    await expect.poll(() => paramsOf(page).get('map')).toBe('spots');
    expect(paramsOf(page).get('at')).toBe(`${HUALIEN_CITY.latitude},${HUALIEN_CITY.longitude}`);
    await page.goBack();
    await expect(page).toHaveURL(/#\/en\/search\/nearby\/attractions$/);

    // The heading's map entry: the spots around the visitor, wherever they read.
    await page.getByRole('link', { name: 'Map', exact: true }).click();
    await expect.poll(() => address(page)).toBe('#/en/search/nearby/attractions?map=spots');
  });
});

test('while the browser asks for the position, the waiting list is accessible', async ({
  page,
}) => {
  // A prompt the visitor has not answered yet: the browser never calls back.
  await page.addInitScript(() => {
    navigator.geolocation.getCurrentPosition = () => undefined;
  });
  await page.goto('/pwa/#/en/search/nearby/attractions');
  await expect(
    page.getByRole('status').filter({ hasText: 'Waiting for your location' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'nearby-asking-en.png');
});

test.describe('refusing the position', () => {
  test.use({ permissions: [] });

  test('the hint explains; the list from the default position is accessible', async ({ page }) => {
    await page.goto('/pwa/#/en/search/nearby/attractions');
    const hint = page.getByRole('dialog', { name: 'Location is not available' });
    await expect(hint).toBeVisible();
    await hint.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('note')).toBeVisible();
    await expect(titles(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await untilStill(page);
    await lookAt(page, 'nearby-refused-en.png');
  });
});

/** The attraction nearest Hualien City's centre: the city's public toilets lie around it. */
async function cityAttraction(request: APIRequestContext): Promise<PlaceSummary> {
  const [nearest] = (await nearbyList(request, 'zh-tw', 'attractions', HUALIEN_CITY_AT)).items;
  if (!nearest) throw new Error('no attraction in the store');
  return nearest;
}

/** Which of the buttons' kinds the facility call finds around a point, as the app asks it. */
async function foundAround(request: APIRequestContext, latlng: string) {
  const [lat = '', lng = ''] = latlng.split(',');
  const found = new Map<string, number>();
  for (const kind of NEARBY_BUTTON_KINDS) {
    const query = new URLSearchParams({ lat, lng, radius: String(nearbyRadiusKm(kind) * 1000) });
    if (kind === 'bus-stop') query.set('lang', 'zh-tw');
    const answer = await request.get(`${facilityApiPath(kind, 'zh-tw')}?${query.toString()}`, {
      headers: HEADERS,
    });
    expect(answer.ok(), `${kind} answers`).toBe(true);
    found.set(kind, ((await answer.json()) as { data: unknown[] }).data.length);
  }
  return found;
}

const LABELS: Record<(typeof NEARBY_BUTTON_KINDS)[number], string> = {
  'bus-stop': '公車站',
  toilet: '公共廁所',
  gas: '加油站',
  store: '便利商店',
};

/** The kinds of the nearby buttons the server holds points of (docs/map.md). */
async function heldButtonKinds(request: APIRequestContext) {
  const answer = await request.get('/zh-tw/opendata/facility-kinds', { headers: HEADERS });
  expect(answer.ok()).toBe(true);
  const counts = ((await answer.json()) as { data: { kind: string; count: number }[] }).data;
  const held = new Set(counts.filter(({ count }) => count > 0).map(({ kind }) => kind));
  return NEARBY_BUTTON_KINDS.filter((kind) => held.has(kind));
}

/**
 * An attraction around which a kind offered finds nothing: the first of the list, nearest
 * Hualien City first, with such a kind.
 */
async function attractionWithNoneAround(request: APIRequestContext) {
  const held = await heldButtonKinds(request);
  const { items } = await nearbyList(request, 'zh-tw', 'attractions', HUALIEN_CITY_AT);
  for (const attraction of items.reverse()) {
    const found = await foundAround(request, attraction.latlng);
    const kind = held.find((each) => found.get(each) === 0);
    if (kind) return { attraction, kind };
  }
  throw new Error('no attraction with an offered kind found nowhere around it');
}

test.describe('the nearby buttons of an attraction', () => {
  test('none found: the message says so for 1.2 s with no buttons, then leaves', async ({
    page,
    request,
  }) => {
    const { attraction, kind } = await attractionWithNoneAround(request);
    await page.goto(`/pwa/#/zh-tw/search/attractions/?attraction=${attraction.id}`);
    const button = page.getByRole('region', { name: '週邊設施' }).getByRole('button', {
      name: LABELS[kind],
    });
    await expect(button).toBeVisible();
    // When the message comes and goes, read in the page by the page's own clock.
    await page.evaluate(() => {
      const times: { shown?: number; hidden?: number } = {};
      (window as Window & { toastTimes?: typeof times }).toastTimes = times;
      new MutationObserver(() => {
        const shown = document.querySelector('.toast__text') !== null;
        if (shown && times.shown === undefined) times.shown = performance.now();
        if (!shown && times.shown !== undefined && times.hidden === undefined)
          times.hidden = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    const before = page.url();
    await button.click();
    const message = page.getByRole('status').filter({ hasText: `週邊沒有${LABELS[kind]}資訊` });
    await expect(message).toBeVisible();
    await expect(message.getByRole('button')).toHaveCount(0);
    await untilStill(page);
    await lookAt(page, 'nearby-none-zh-tw.png');
    await expect(page.locator('.toast__text')).toBeHidden();
    const times = await page.evaluate(
      () => (window as Window & { toastTimes?: { shown?: number; hidden?: number } }).toastTimes,
    );
    const shownFor = (times?.hidden ?? 0) - (times?.shown ?? 0);
    expect(shownFor).toBeGreaterThanOrEqual(NO_NEARBY_MESSAGE_MS);
    expect(shownFor).toBeLessThan(NO_NEARBY_MESSAGE_MS + 1500);
    expect(page.url()).toBe(before);
  });

  test('found: the map opens on that layer at the attraction, and Back returns to it', async ({
    page,
    request,
  }) => {
    const attraction = await cityAttraction(request);
    const found = await foundAround(request, attraction.latlng);
    const kind = NEARBY_BUTTON_KINDS.find((each) => (found.get(each) ?? 0) > 0);
    expect(kind, 'a kind found around a Hualien City attraction').toBeDefined();
    if (!kind) return;
    await page.goto(`/pwa/#/zh-tw/search/attractions/?attraction=${attraction.id}`);
    await page
      .getByRole('region', { name: '週邊設施' })
      .getByRole('button', { name: LABELS[kind] })
      .click();
    await expect.poll(() => paramsOf(page).get('map')).toBe(kind);
    const [lat = NaN, lng = NaN] = attraction.latlng.split(',').map(Number);
    const sixDecimals = (value: number) => Number(value.toFixed(6));
    expect(paramsOf(page).get('at')).toBe(`${sixDecimals(lat)},${sixDecimals(lng)}`);
    expect(paramsOf(page).get('attraction')).toBe(String(attraction.id));
    await page.goBack();
    await expect.poll(() => paramsOf(page).get('map')).toBeNull();
    expect(paramsOf(page).get('attraction')).toBe(String(attraction.id));
  });
});

test('a button shows it is busy while it asks, and says so offline', async ({
  browser,
  request,
}) => {
  // page.route cannot see requests a service worker answers, so this visit runs without one.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: HUALIEN_CITY,
  });
  const notices = (await (
    await request.get('/zh-tw/opendata/notices?type=messages', { headers: HEADERS })
  ).json()) as { data: { id: number }[] };
  await context.addInitScript(
    (ids) => {
      window.localStorage.setItem('ecg.notices.read', ids);
    },
    notices.data.map((notice) => notice.id).join(','),
  );
  const page = await context.newPage();
  // A kind found nowhere around: the button asks, says none, and stays for the offline try.
  const { attraction, kind } = await attractionWithNoneAround(request);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const path = facilityApiPath(kind, 'zh-tw');
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await held;
      await route.fallback();
    },
  );
  await page.goto(`/pwa/#/zh-tw/search/attractions/?attraction=${attraction.id}`);
  const group = page.getByRole('region', { name: '週邊設施' });
  const button = group.getByRole('button', { name: new RegExp(LABELS[kind]) });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toContainText('搜尋中');
  release();
  await expect(button).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('.toast__text')).toBeHidden();

  await context.setOffline(true);
  await button.click();
  await expect(page.getByRole('alert')).toHaveText('目前離線，查詢週邊設施需要網路。');
  await context.close();
});

test('the tour trip map button opens the map on DAY 1 over the tour', async ({ page, request }) => {
  const list = (await (
    await request.get('/en/opendata/tours?pageSize=50', { headers: HEADERS })
  ).json()) as { data: ListPage<{ id: number }> };
  let withPlaces: number | undefined;
  for (const { id } of list.data.items) {
    const answer = await request.post('/en/opendata/tours/detail', {
      data: { id },
      headers: HEADERS,
    });
    const [tour] = ((await answer.json()) as { data: Tour[] }).data;
    if (tour?.daylist.some((day) => day.some((stop) => stop.lat !== undefined))) {
      withPlaces = id;
      break;
    }
  }
  expect(withPlaces, 'a tour with a stop that has a place').toBeDefined();
  await page.goto(`/pwa/#/en/search/tours/category/all?tour=${withPlaces}`);
  const button = page.locator('.overlay--open').getByRole('link', { name: 'Trip map' });
  await button.scrollIntoViewIfNeeded();
  await untilStill(page);
  await lookAt(page, 'nearby-trip-map-button-en.png');
  await button.click();
  await expect.poll(() => paramsOf(page).get('map')).toBe('trip');
  expect(paramsOf(page).get('day')).toBe('1');
  expect(paramsOf(page).get('tour')).toBe(String(withPlaces));
});

test('the transport page offers nearby bus stops only where the server holds them', async ({
  page,
  request,
}) => {
  const held = (await heldButtonKinds(request)).includes('bus-stop');
  await page.goto('/pwa/#/en/search/airplane/');
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
  await untilStill(page);
  await lookAt(page, 'nearby-transport-en.png');
  const entry = page.getByRole('link', { name: /Nearby bus stops/ });
  if (!held) {
    // No bus stop without TDX's key (docs/map.md): an empty map is never offered.
    await expect(entry).toHaveCount(0);
    return;
  }
  await entry.click();
  await expect.poll(() => address(page)).toBe('#/en/search/airplane/?map=bus-stop');
});
