import type { APIRequestContext, Page } from '@playwright/test';
import type {
  Article,
  CategoryTag,
  EventListItem,
  ListPage,
  Notice,
  PlaceSummary,
  TourSummary,
} from '@ecg/domain/contracts';
import { appliesInMonth, stripTitleMarkers } from '@ecg/domain/rules/notices';
import { taipeiMonth } from '@ecg/domain/rules/taipei-offset';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * The home page (requirements §2 Home sections): each section shows what the API
 * answers, the themed areas follow the language, the carousel plays on its own, and the
 * cards open their overlays.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path, { headers: HEADERS });
  expect(answer.ok(), path).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

const items = <T>(request: APIRequestContext, path: string) =>
  apiData<ListPage<T>>(request, path).then((page) => page.items);

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const tileTitles = (page: Page, name: string) =>
  section(page, name).locator('.home-tiles .card__title');

/** Home with its data in: the notices come a second after start, from the shell's fetch. */
async function openHome(page: Page, lang: string): Promise<void> {
  await page.goto(`/pwa/#/${lang}/`);
  await expect(page.locator('.hero .carousel__slide').first()).toBeVisible();
  await expect(page.locator('.home-notice').first()).toBeVisible();
  await expect(page.locator('.home-tiles .card').first()).toBeVisible();
}

test('every section shows what the API answers', async ({ page, request }) => {
  const [places, tours, events, news, banners, tips, categories, notices] = await Promise.all([
    items<PlaceSummary>(request, '/en/opendata/attractions?pageSize=30'),
    items<TourSummary>(request, '/en/opendata/tours?category=all&pageSize=8'),
    items<EventListItem>(request, '/en/opendata/activities?pageSize=100'),
    items<Article>(request, '/en/opendata/news?pageSize=4'),
    items<Article>(request, '/en/opendata/banner?pageSize=2'),
    items<Article>(request, '/en/opendata/marquee?pageSize=5'),
    apiData<CategoryTag[]>(request, '/en/opendata/categories?kind=tour'),
    apiData<Notice[]>(request, '/en/opendata/notices?type=messages'),
  ]);
  await openHome(page, 'en');
  await expect(page).toHaveTitle('East Coast National Scenic Area');

  // The carousel and the recommendations: pictured attractions, none shown twice.
  const pictured = places.filter((place) => place.image !== null).map((place) => place.name);
  const slides = page.locator('.hero .hero__name');
  await expect(slides).toHaveCount(5);
  const inCarousel = await slides.allTextContents();
  expect(inCarousel[0]).toBe(pictured[0]);
  const recommended = await tileTitles(page, 'Recommended attractions').allTextContents();
  expect(recommended).toHaveLength(8);
  for (const name of [...inCarousel, ...recommended]) expect(pictured).toContain(name);
  expect(new Set([...inCarousel, ...recommended]).size).toBe(13);

  // Notices (the latest three of those in season, with their type) and the travel reminders.
  const noticeTitles = page.locator('.home-notice__title');
  await expect(noticeTitles).toHaveText(
    notices
      .filter((notice) => appliesInMonth(notice, taipeiMonth(Date.now())))
      .slice(0, 3)
      .map((notice) => stripTitleMarkers(notice.title)),
  );
  await expect(section(page, 'Travel reminders').getByRole('listitem')).toHaveText(
    tips.map((tip) => tip.title),
  );

  await expect(section(page, 'Latest updates').locator('.home-news__title')).toHaveText(
    news.map((item) => item.title),
  );
  await expect(tileTitles(page, 'Featured itineraries')).toHaveText(
    tours.map((tour) => tour.title),
  );

  const themed = section(page, 'Themed tours').locator('.home-theme');
  await expect(themed).toHaveText(categories.map((category) => category.title));
  for (const [index, category] of categories.entries()) {
    await expect(themed.nth(index)).toHaveAttribute(
      'href',
      `#/en/search/tours/category/${String(category.value)}`,
    );
  }

  const eventTitles = await tileTitles(page, 'Events').allTextContents();
  expect(eventTitles).toHaveLength(8);
  for (const name of eventTitles) expect(events.map((event) => event.name)).toContain(name);

  // The two promotional banners, each leading to its target in the current language.
  const bannerLinks = page.locator('a.home-banner');
  await expect(bannerLinks.locator('.home-banner__title')).toHaveText(banners.map((b) => b.title));
  await expect(bannerLinks.first()).toHaveAttribute('href', `#/en${banners[0]?.href ?? ''}`);

  // "More" links lead to the lists.
  await expect(
    section(page, 'Featured itineraries').getByRole('link', { name: /^More/ }),
  ).toHaveAttribute('href', '#/en/search/tours/category/all');
  await expect(section(page, 'Events').getByRole('link', { name: /^More/ })).toHaveAttribute(
    'href',
    '#/en/search/events',
  );

  // The WRA's webcams: a few along the coast (Hualien and Taitung in turn), each opening its
  // page, and the way to the Live tab for all of them.
  const live = section(page, 'Live cams');
  await expect(live.locator('.home-cam')).toHaveCount(4);
  await expect(live.locator('.home-cam__address')).toHaveText([
    /^971 Xincheng Township/,
    /^950 Taitung City/,
    /^971 Xincheng Township/,
    /^971 Xincheng Township/,
  ]);
  await expect(live.locator('.home-cam').first()).toHaveAttribute('href', '#/en/live-camera/9');
  await expect(live.getByRole('link', { name: /^More/ })).toHaveAttribute(
    'href',
    '#/en/live-camera/',
  );
});

test.describe('themed areas', () => {
  for (const [lang, names] of [
    // The game is a placeholder (requirements §2): reachable by its address, never offered here.
    ['zh-tw', ['景點', '行程', '活動', '美食', '住宿', '優惠券']],
    ['en', ['Attractions', 'Itineraries', 'Events', 'Food', 'Lodging']],
    ['ja', ['観光スポット', 'モデルコース', 'イベント', 'グルメ', '宿泊']],
  ] as const) {
    test(`${lang} shows ${names.length}`, async ({ page }) => {
      await page.goto(`/pwa/#/${lang}/`);
      const links = page.locator('.home-areas a');
      await expect(links).toHaveText([...names]);
      await expect(links.first()).toHaveAttribute('href', `#/${lang}/search/attractions/`);
      await expect(links.nth(3)).toHaveAttribute('href', `#/${lang}/search/places/cuisines`);
      await expect(links.nth(4)).toHaveAttribute('href', `#/${lang}/search/places/accommodation`);
      await expect(page.locator('a[href*="/game"]')).toHaveCount(0);
    });
  }
});

/** The lines a label's text takes on screen: one box top per line. */
const lineCounts = (labels: ReturnType<Page['locator']>) =>
  labels.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }),
  );

// 観光スポット broke as 観光スポッ / ト on a phone.
for (const lang of ['ja', 'zh-tw', 'en'] as const) {
  test(`the themed areas' labels in ${lang} stay whole at 360 and 390 px`, async ({ page }) => {
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/pwa/#/${lang}/`);
      const labels = page.locator('.home-area__title');
      await expect(labels.first()).toBeVisible();
      expect(await lineCounts(labels), `${lang} at ${width} px`).toEqual(
        Array.from({ length: await labels.count() }, () => 1),
      );
    }
    await lookAt(page.locator('.home-areas ul'), `home-areas-${lang}.png`);
  });
}

test('a featured itinerary opens the tour overlay over home', async ({ page, request }) => {
  const [first] = await items<TourSummary>(request, '/en/opendata/tours?category=all&pageSize=8');
  await openHome(page, 'en');
  await tileTitles(page, 'Featured itineraries').first().click();
  await expect(page).toHaveURL(new RegExp(`#/en/\\?tour=${String(first?.id)}$`));
  await expect(page.locator('.overlay--open')).toBeVisible();
});

test('the carousel turns on its own after 3 s', async ({ page }) => {
  await openHome(page, 'en');
  const dots = page.locator('.hero .carousel__dot');
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
});

test('a notice opens in the notice dialog', async ({ page, request }) => {
  const [first] = (await apiData<Notice[]>(request, '/en/opendata/notices?type=messages')).filter(
    (notice) => appliesInMonth(notice, taipeiMonth(Date.now())),
  );
  await openHome(page, 'en');
  await page.locator('.home-notice').first().click();
  const dialog = page.getByRole('dialog', { name: stripTitleMarkers(first?.title ?? '') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test.describe('answered by a route', () => {
  // page.route sees no call the service worker makes itself.
  test.use({ serviceWorkers: 'block' });

  test('the live section stays out of the way while the area publishes no webcam', async ({
    page,
  }) => {
    await page.route('**/en/opendata/LiveCamera', (route) =>
      route.fulfill({ json: { success: true, data: [] } }),
    );
    await page.goto('/pwa/#/en/');
    await expect(section(page, 'Featured itineraries')).toBeVisible();
    await expect(section(page, 'Live cams')).toHaveCount(0);
  });
});

for (const lang of ['en', 'zh-tw'] as const) {
  test(`home in ${lang} passes axe, at 390 and 768 px`, async ({ page }) => {
    await openHome(page, lang);
    await expectNoAxeViolations(page);
    await lookAt(page, `home-${lang}-390.png`, { fullPage: true });
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(page.locator('.home-tiles .card').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, `home-${lang}-768.png`, { fullPage: true });
  });
}
