import type { APIRequestContext, Page } from '@playwright/test';
import type { CategoryTag, ListPage } from '@ecg/domain/contracts';
import { expect, expectNoAxeViolations, lookAt, test, untilStill } from './support';

/**
 * The lists of the search area (requirements §2 Other sections): each opened by its route and
 * compared with the API's answer for the same query, their choices and filters kept in the address,
 * and each card opening its overlay over the list.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
/** The page size the lists ask for. */
const PAGE_SIZE = 50;

interface Named {
  id: number;
  name?: string;
  title?: string;
}

async function apiList(
  request: APIRequestContext,
  path: string,
  query: Record<string, string | number> = {},
): Promise<ListPage<Named>> {
  const params = new URLSearchParams({ ...query, pageSize: String(PAGE_SIZE) } as Record<
    string,
    string
  >);
  const answer = await request.get(`${path}?${params.toString()}`, { headers: HEADERS });
  expect(answer.ok(), path).toBe(true);
  return ((await answer.json()) as { data: ListPage<Named> }).data;
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path, { headers: HEADERS });
  expect(answer.ok(), path).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

const nameOf = (item: Named) => item.name ?? item.title ?? '';
const titles = (page: Page) => page.locator('.search-list .card__title');
const count = (page: Page) => page.locator('.search-count');

/** The list shows the API's total and, in order, its first items. */
async function expectItems(page: Page, answer: ListPage<Named>, shown = 4): Promise<void> {
  await expect(count(page)).toHaveText(answer.total === 1 ? '1 result' : `${answer.total} results`);
  if (answer.total === 0) {
    await expect(page.getByRole('status').filter({ hasText: 'No Data' })).toBeVisible();
    await expect(titles(page)).toHaveCount(0);
    return;
  }
  const expected = answer.items.slice(0, shown).map(nameOf);
  await expect(titles(page).first()).toBeVisible();
  expect((await titles(page).allTextContents()).slice(0, expected.length)).toEqual(expected);
}

test.describe('each list by its route', () => {
  const lists: [string, string, Record<string, string | number>, string][] = [
    ['/en/search/', '/en/opendata/attractions', {}, 'Attractions'],
    ['/en/search/attractions/', '/en/opendata/attractions', {}, 'Attractions'],
    [
      '/en/search/attractions/category/16',
      '/en/opendata/attractions',
      { category: 16 },
      'Attractions',
    ],
    ['/en/search/tours/category/all', '/en/opendata/tours', {}, 'Itineraries'],
    ['/en/search/tours/category/616', '/en/opendata/tours', { category: 616 }, 'Itineraries'],
    ['/en/search/events', '/en/opendata/activities', {}, 'Events'],
    ['/en/search/events/quarter/4', '/en/opendata/activities', { quarter: 4 }, 'Events'],
    ['/en/search/coupon', '/en/opendata/coupons', {}, 'Coupons'],
    ['/en/search/places/attractions', '/en/opendata/attractions', {}, 'Food, lodging & shopping'],
    [
      '/en/search/places/cuisines',
      '/en/opendata/shops',
      { type: 'cuisines' },
      'Food, lodging & shopping',
    ],
    [
      '/en/search/places/souvenirs',
      '/en/opendata/shops',
      { type: 'souvenirs' },
      'Food, lodging & shopping',
    ],
    [
      '/en/search/places/accommodation',
      '/en/opendata/accommodations',
      {},
      'Food, lodging & shopping',
    ],
  ];
  for (const [route, api, query, heading] of lists) {
    test(`${route} shows the API's items and total`, async ({ page, request }) => {
      const answer = await apiList(request, api, query);
      await page.goto(`/pwa/#${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(
        page.getByRole('navigation', { name: 'Lists' }).locator('[aria-current="page"]'),
      ).toHaveText(heading);
      await expectItems(page, answer);
    });
  }

  test('the seed has no coupon: No Data, and the title says which list it is', async ({ page }) => {
    await page.goto('/pwa/#/zh-tw/search/coupon');
    await expect(page.getByRole('status').filter({ hasText: '查無資料' })).toBeVisible();
    await expect(count(page)).toHaveText('共 0 筆');
    await expect(page).toHaveTitle(/^優惠券 \| /);
  });

  test('a route that names no list is a not-found', async ({ page }) => {
    await page.goto('/pwa/#/en/search/nowhere');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });
});

test('the attraction categories 11 to 17: each chip changes the address and the items', async ({
  page,
  request,
}) => {
  const categories = await apiData<CategoryTag[]>(
    request,
    '/en/opendata/categories?kind=attraction',
  );
  expect(categories.map((category) => category.value)).toEqual([11, 12, 13, 14, 15, 16, 17]);
  await page.goto('/pwa/#/en/search/attractions/');
  const chips = page.getByRole('navigation', { name: 'Categories' });
  for (const category of categories) {
    await chips.getByRole('link', { name: category.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/en/search/attractions/category/${category.value}$`));
    await expect(chips.getByRole('link', { name: category.title, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveTitle(new RegExp(`^${category.title} · Attractions \\|`));
    await expectItems(
      page,
      await apiList(request, '/en/opendata/attractions', { category: category.value as number }),
      3,
    );
  }
  await chips.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/#\/en\/search\/attractions\/$/);
  await expectItems(page, await apiList(request, '/en/opendata/attractions'));
});

test('tours by category, and back to all', async ({ page, request }) => {
  const categories = await apiData<CategoryTag[]>(request, '/en/opendata/categories?kind=tour');
  expect(categories.map((category) => category.value)).toEqual([
    611, 612, 613, 614, 615, 616, 20675,
  ]);
  await page.goto('/pwa/#/en/search/tours/category/all');
  const chips = page.getByRole('navigation', { name: 'Categories' });
  const bikes = categories.find((category) => category.value === 616)!;
  await chips.getByRole('link', { name: bikes.title, exact: true }).click();
  await expect(page).toHaveURL(/#\/en\/search\/tours\/category\/616$/);
  await expectItems(page, await apiList(request, '/en/opendata/tours', { category: 616 }));
  await chips.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/#\/en\/search\/tours\/category\/all$/);
  await expectItems(page, await apiList(request, '/en/opendata/tours'));
});

test('events by quarter, with a region', async ({ page, request }) => {
  await page.goto('/pwa/#/en/search/events');
  const quarters = page.getByRole('navigation', { name: 'Quarters' });
  await quarters.getByRole('link', { name: 'Jul–Sep' }).click();
  await expect(page).toHaveURL(/#\/en\/search\/events\/quarter\/3$/);
  await expectItems(page, await apiList(request, '/en/opendata/activities', { quarter: 3 }));
  // The quarter's recurring festivals lead: their usual months, where, and who to ask.
  await expect(page.locator('.search-list .card__meta').first()).toHaveText(
    /^Usually in [A-Z][a-z]+(–[A-Z][a-z]+)? · .+Confirm dates with .+$/,
  );
  await page.getByLabel('Region').selectOption({ label: 'Green Island' });
  await expect(page).toHaveURL(/#\/en\/search\/events\/quarter\/3\?region=3$/);
  await expectItems(
    page,
    await apiList(request, '/en/opendata/activities', { quarter: 3, region: 3 }),
  );
  // Another quarter keeps the region.
  await quarters.getByRole('link', { name: 'Oct–Dec' }).click();
  await expect(page).toHaveURL(/#\/en\/search\/events\/quarter\/4\?region=3$/);
});

test('keyword search: Enter asks the API with q, the clear button shows the whole list', async ({
  page,
  request,
}) => {
  const all = await apiList(request, '/en/opendata/attractions');
  // A word from a real record, some way down the list.
  const word = nameOf(all.items[7]!)
    .split(' ')
    .find((part) => part.length > 4)!;
  await page.goto('/pwa/#/en/search/attractions/');
  const field = page.getByRole('searchbox', { name: 'Keyword' });
  await expect(field).toHaveAttribute('placeholder', 'enter keyword');
  await field.fill(word);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word)}$`));
  const found = await apiList(request, '/en/opendata/attractions', { q: word });
  expect(found.items.map(nameOf)).toContain(nameOf(all.items[7]!));
  await expectItems(page, found);

  await page.getByRole('button', { name: 'Clear keyword' }).click();
  await expect(page).toHaveURL(/#\/en\/search\/attractions\/$/);
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  await expectItems(page, all);

  // The search button does the same as Enter; zh-tw prompts 請輸入關鍵字.
  await page.goto('/pwa/#/zh-tw/search/attractions/');
  const zhField = page.getByRole('searchbox', { name: '關鍵字' });
  await expect(zhField).toHaveAttribute('placeholder', '請輸入關鍵字');
  await zhField.fill('海');
  await page.getByRole('button', { name: '搜尋' }).click();
  await expectItemsZh(page, await apiList(request, '/zh-tw/opendata/attractions', { q: '海' }));
});

async function expectItemsZh(page: Page, answer: ListPage<Named>): Promise<void> {
  await expect(count(page)).toHaveText(`共 ${answer.total} 筆`);
  const expected = answer.items.slice(0, 3).map(nameOf);
  await expect(titles(page).first()).toHaveText(expected[0]!);
  expect((await titles(page).allTextContents()).slice(0, 3)).toEqual(expected);
}

test('region, township and filter tags are in the address and survive a reload', async ({
  page,
  request,
}) => {
  await page.goto('/pwa/#/en/search/attractions/');
  await page.getByLabel('Region').selectOption({ label: 'Green Island' });
  await expect(page).toHaveURL(/\?region=3$/);
  await expectItems(page, await apiList(request, '/en/opendata/attractions', { region: 3 }));
  // Only the townships of the region are offered.
  const township = page.getByLabel('Township');
  await expect(township.locator('option')).toHaveText(['All townships', 'Ludao Township']);
  await township.selectOption({ label: 'Ludao Township' });
  await expect(page).toHaveURL(/\?region=3&township=10014110$/);
  await expectItems(
    page,
    await apiList(request, '/en/opendata/attractions', { region: 3, township: '10014110' }),
  );
  // Another region drops a township that is not in it.
  await page.getByLabel('Region').selectOption({ label: 'Hualien' });
  await expect(page).toHaveURL(/\?region=1$/);
  await expect(township).toHaveValue('');

  // Filter tags are those some place of ours carries: the hotels' services.
  const tags = await apiData<CategoryTag[]>(request, '/en/opendata/tags?kind=hotel');
  const tag = tags.find((entry) => entry.title === 'Wi-Fi')!;
  await page.goto('/pwa/#/en/search/places/accommodation?region=2&township=10014040');
  await page
    .getByRole('group', { name: 'Filter tags' })
    .getByRole('link', { name: tag.title })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`accommodation\\?region=2&township=10014040&tag=${String(tag.value)}$`),
  );
  const tagged = await apiList(request, '/en/opendata/accommodations', {
    region: 2,
    township: '10014040',
    tag: String(tag.value),
  });
  expect(tagged.total).toBeGreaterThan(0);
  await expectItems(page, tagged);

  await page.reload();
  await expect(page.getByLabel('Region')).toHaveValue('2');
  await expect(page.getByLabel('Township')).toHaveValue('10014040');
  await expect(
    page.getByRole('group', { name: 'Filter tags' }).getByRole('link', { name: tag.title }),
  ).toHaveAttribute('aria-current', 'true');
  await expectItems(page, tagged);
});

test('the sub-lists of food, lodging and shopping keep the region and township', async ({
  page,
  request,
}) => {
  await page.goto('/pwa/#/en/search/places/cuisines?region=1');
  await expectItems(
    page,
    await apiList(request, '/en/opendata/shops', { type: 'cuisines', region: 1 }),
  );
  const sublists = page.getByRole('navigation', { name: 'Food, lodging & shopping' });
  await sublists.getByRole('link', { name: 'Accommodation' }).click();
  await expect(page).toHaveURL(/#\/en\/search\/places\/accommodation\?region=1$/);
  await expect(sublists.getByRole('link', { name: 'Accommodation' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectItems(page, await apiList(request, '/en/opendata/accommodations', { region: 1 }));
  await sublists.getByRole('link', { name: 'Souvenirs' }).click();
  await expectItems(
    page,
    await apiList(request, '/en/opendata/shops', { type: 'souvenirs', region: 1 }),
  );
  await sublists.getByRole('link', { name: 'Attractions' }).click();
  await expect(page).toHaveURL(/#\/en\/search\/places\/attractions\?region=1$/);
  await expectItems(page, await apiList(request, '/en/opendata/attractions', { region: 1 }));
});

test.describe('a card opens its overlay over the list, and Back returns to the same list', () => {
  const cases: [string, string, Record<string, string | number>, string][] = [
    [
      '/en/search/attractions/category/11?region=1',
      '/en/opendata/attractions',
      { category: 11, region: 1 },
      'attraction',
    ],
    ['/en/search/tours/category/611', '/en/opendata/tours', { category: 611 }, 'tour'],
    [
      '/en/search/events/quarter/3?region=3&past=true',
      '/en/opendata/activities',
      { quarter: 3, region: 3, past: 'true' },
      'event',
    ],
    [
      '/en/search/places/cuisines?region=2',
      '/en/opendata/shops',
      { type: 'cuisines', region: 2 },
      'shop',
    ],
    [
      '/en/search/places/accommodation?q=B%26B',
      '/en/opendata/accommodations',
      { q: 'B&B' },
      'accommodation',
    ],
  ];
  for (const [route, api, query, kind] of cases) {
    test(`${kind}: ${route}`, async ({ page, request }) => {
      const answer = await apiList(request, api, query);
      const second = answer.items[1] ?? answer.items[0]!;
      await page.goto(`/pwa/#${route}`);
      await expectItems(page, answer, 2);
      const card = titles(page)
        .filter({ hasText: nameOf(second) })
        .first();
      await card.click();
      const separator = route.includes('?') ? '&' : '\\?';
      await expect(page).toHaveURL(
        new RegExp(`${route.replace(/[?.*+()]/g, '\\$&')}${separator}${kind}=${second.id}$`),
      );
      const dialog = page.getByRole('dialog', { name: nameOf(second) });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(new RegExp(`${route.replace(/[?.*+()]/g, '\\$&')}$`));
      await expect(page.locator('.overlay--open')).toHaveCount(0);
      await expectItems(page, answer, 2);
      // The focus is back on the card that opened the overlay.
      await expect(card.locator('xpath=ancestor::a[1]')).toBeFocused();
    });
  }

  test('the attraction path search/attractions/detail/{id} shows the attractions under it', async ({
    page,
    request,
  }) => {
    const answer = await apiList(request, '/en/opendata/attractions');
    const first = answer.items[0]!;
    await page.goto(`/pwa/#/en/search/attractions/detail/${first.id}`);
    await expect(page.getByRole('dialog', { name: nameOf(first) })).toBeVisible();
    // The list lies under the overlay.
    await expect(page.locator('.search-count')).toHaveText(`${answer.total} results`);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/#\/en\/search\/attractions\/$/);
    await expectItems(page, answer);
  });
});

test('a long list brings its next pages as the visitor scrolls, and keeps only a window of rows', async ({
  page,
  request,
}) => {
  const all = await apiList(request, '/en/opendata/attractions');
  const third = await apiList(request, '/en/opendata/attractions', { page: 3 });
  await page.goto('/pwa/#/en/search/attractions/');
  await expectItems(page, all);
  const slot = page.locator('.search-list [aria-posinset="121"]');
  const row = slot.locator('.card__title');
  const furthest = () =>
    page
      .locator('.search-list [aria-posinset]')
      .evaluateAll((rows) => Math.max(...rows.map((each) => Number(each.ariaPosInSet))));
  // Each turn of the wheel shows rows further down, until the 121st (on the third page) is there.
  while ((await slot.count()) === 0) {
    const before = await furthest();
    await page.mouse.wheel(0, 1500);
    await expect.poll(furthest).toBeGreaterThan(before);
  }
  await expect(row).toHaveText(nameOf(third.items[20]!));
  await expect(page.locator('.search-list [aria-posinset]').first()).toHaveAttribute(
    'aria-setsize',
    String(all.total),
  );
  expect(await page.locator('.search-list__row').count()).toBeLessThan(40);
});

test.describe('accessibility and screenshots', () => {
  for (const lang of ['en', 'zh-tw'] as const) {
    test(`${lang}: the lists pass axe, at 390×844 and 768×1024`, async ({ page }) => {
      const shots: [string, string][] = [
        ['attractions', `/${lang}/search/attractions/`],
        ['events', `/${lang}/search/events`],
        ['tours', `/${lang}/search/tours/category/all`],
        ['cuisines', `/${lang}/search/places/cuisines`],
        ['coupons', `/${lang}/search/coupon`],
      ];
      for (const [name, route] of shots) {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`/pwa/#${route}`);
        await expect(page.locator('.search-count')).not.toHaveText('');
        // The cards, or No Data (the seed has no coupon).
        await expect(page.locator('.search-list .card, .status--empty').first()).toBeVisible();
        await untilStill(page);
        if (name === 'attractions' || name === 'coupons') await expectNoAxeViolations(page);
        await lookAt(page, `list-${name}-${lang}-390.png`);
        await page.setViewportSize({ width: 768, height: 1024 });
        await untilStill(page);
        await lookAt(page, `list-${name}-${lang}-768.png`);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/pwa/#/${lang}/search/attractions/category/12?region=1`);
      await expect(page.locator('.search-list .card').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the keyboard reaches the tabs, the chips, the filters and the cards', async ({ page }) => {
    await page.goto('/pwa/#/en/search/attractions/');
    await expect(page.locator('.search-list .card').first()).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'All' })
      .focus();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link').nth(1),
    ).toBeFocused();
    await page.getByRole('searchbox', { name: 'Keyword' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Region')).toBeFocused();
    // Tabbing along the cards scrolls the window, and the next card is always there.
    await page.locator('.search-list .card').first().focus();
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
    await expect(page.locator('.search-list [aria-posinset="13"] .card')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?attraction=\d+$/);
  });
});

test('a failed call shows Loading, tells a screen reader it failed and offers to ask again', async ({
  browser,
  request,
}) => {
  // page.route cannot see requests a service worker answers, so this visit runs without one.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: { latitude: 23.020216835184925, longitude: 121.32502856654718 },
  });
  const notices = await apiData<{ id: number }[]>(request, '/zh-tw/opendata/notices?type=messages');
  await context.addInitScript(
    (ids) => {
      window.localStorage.setItem('ecg.notices.read', ids);
    },
    notices.map((notice) => notice.id).join(','),
  );
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  let failing = true;
  await page.route(/\/opendata\/tours\?/, (route) =>
    failing ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
  );
  await page.goto('/pwa/#/en/search/tours/category/all');
  // requirements §8: the Loading seen stays; what a screen reader hears is the failure.
  const loading = page.locator('.status--loading').filter({ hasText: 'Loading' });
  await expect(loading).toBeVisible();
  await expect(loading.getByRole('alert')).toHaveText(
    'This could not be loaded. Check your connection and try again.',
  );
  await expect(loading.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(logged.some((text) => text.includes('The tours list (page 1) failed'))).toBe(true);
  failing = false;
  await loading.getByRole('button', { name: 'Try again' }).click();
  await expectItems(page, await apiList(request, '/en/opendata/tours'));
  await context.close();
});
