import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CollectionPlace, ListPage, StaticPage } from '@ecg/domain/contracts';
import { expect, expectNoAxeViolations, screenshotPath, test } from './support';

/**
 * The safety pages are reached from the Service tab (the emergency numbers,
 * each a call link, and the visitor centres) and from the flights route (the flights and the
 * crossing to Green Island). Every number shown is one the emergency page we publish gives.
 */

const LANGS = [
  {
    lang: 'zh-tw',
    service: '服務',
    back: '返回',
    transport: '航班與船班',
    daily: '每日 08:30–17:00',
  },
  {
    lang: 'en',
    service: 'Service',
    back: 'Back',
    transport: 'Flights and ferries',
    daily: 'Daily 08:30–17:00',
  },
  {
    lang: 'ja',
    service: 'サービス',
    back: '戻る',
    transport: '飛行機と船',
    daily: '毎日 08:30～17:00',
  },
] as const;

/**
 * Taiwan's short special-service numbers, the emergency lines; the page's others are for
 * information.
 */
const isEmergencyLine = (number: string) => /^1\d{2,3}$/.test(number);

async function staticPage(request: APIRequestContext, lang: string, name: string, type: string) {
  const answer =
    type === 'static'
      ? await request.get(`/static-api/page/${name}-${lang}.json`)
      : await request.post(
          type === 'greenisland'
            ? `/greenisland/${lang}/opendata/staticpage`
            : `/${lang}/opendata/staticpage`,
          { data: { name } },
        );
  expect(answer.ok(), `${type} ${name}`).toBe(true);
  const body = (await answer.json()) as StaticPage | { data: StaticPage };
  return 'data' in body ? body.data : body;
}

/** The numbers the page gives, each in bold at the head of a list item. */
const numbersOf = (html: string) =>
  [...html.matchAll(/<li><strong>([+\d][\d -]*\d)<\/strong>/g)].map((match) => match[1] ?? '');

const overlayTitle = (page: Page) => page.locator('.overlay--open .overlay__title');

async function closeOverlay(page: Page, back: string): Promise<void> {
  await page.locator('.overlay--open').getByRole('link', { name: back }).click();
  await expect(page.locator('.overlay--open')).toHaveCount(0);
}

for (const { lang, service, back, transport, daily } of LANGS) {
  test(`${lang}: the Service tab leads with the emergency numbers, then the visitor centres with their hours and phones`, async ({
    page,
    request,
  }) => {
    const emergency = await staticPage(request, lang, 'emergency', 'static');
    const about = await staticPage(request, lang, 'visitor-centers', 'travel');
    const centres = (
      (await (await request.get(`/${lang}/opendata/visitor-center?pageSize=100`)).json()) as {
        data: ListPage<CollectionPlace>;
      }
    ).data.items;
    const numbers = numbersOf(emergency.content).filter(isEmergencyLine);
    expect(numbers).toEqual(['110', '119', '112', '118']);
    const hotlines = numbersOf(emergency.content).filter((number) => !isEmergencyLine(number));
    expect(hotlines).toEqual(['0800-011-765']);

    await page.goto(`/pwa/#/${lang}/`);
    await page.getByRole('link', { name: service, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service);

    // Each emergency line of the page, in its order, as a call link; the travel hotline is
    // offered with customer service, not among them.
    const emergencySection = page.locator('.service-section--emergency');
    const calls = emergencySection.locator('.service-call');
    await expect(calls.locator('.service-call__number')).toHaveText(numbers);
    for (const [index, number] of numbers.entries()) {
      await expect(calls.nth(index)).toHaveAttribute('href', `tel:${number}`);
    }
    await expect(emergencySection.locator('a[href^="tel:"]')).toHaveCount(numbers.length);
    const hotline = page.locator('#service-help .service-call');
    await expect(hotline.locator('.service-call__number')).toHaveText(hotlines);
    await expect(hotline).toHaveAttribute('href', 'tel:0800011765');

    // Each centre with its hours and a call to its phone.
    const rows = page.locator('.service-centres .link-row__title');
    await expect(rows).toHaveText(centres.map((centre) => centre.name));
    const withPhone = centres.filter((centre) => centre.tel !== undefined);
    expect(withPhone.length).toBeGreaterThanOrEqual(10);
    await expect(page.locator('.service-centre__call')).toHaveCount(withPhone.length);
    const sanxiantai = page
      .locator('.service-centre')
      .filter({ hasText: centres.find((centre) => centre.id === 46)?.name ?? '-' });
    await expect(sanxiantai.locator('.service-centre__hours .practical-note')).toHaveText(daily);
    await expect(sanxiantai.locator('.service-centre__call')).toHaveAttribute(
      'href',
      'tel:089854097#0',
    );
    await expect(sanxiantai.locator('.service-centre__call')).toContainText('089-854097#0');
    await page
      .locator('.service-centres')
      .screenshot({ path: screenshotPath(`service-centres-${lang}-390.png`) });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath(`service-${lang}-390.png`), fullPage: true });
    // The first screen: the emergency lines and the SOS button, above the bottom navigation.
    await page.screenshot({ path: screenshotPath(`service-${lang}-390-first.png`) });
    const sosButton = page.locator('#service-sos .sos-start');
    const navTop = (await page.locator('.bottom-nav').boundingBox())?.y ?? 0;
    const sosBottom = await sosButton.evaluate((button) => button.getBoundingClientRect().bottom);
    expect(sosBottom).toBeLessThanOrEqual(navTop);

    // The whole emergency page, the visitor centres' page and a centre each open over the tab.
    await page.locator('#service-sos .service-more a').click();
    await expect(overlayTitle(page)).toHaveText(emergency.title);
    await expect(page.locator('.overlay--open a[href^="tel:"]')).toHaveCount(0);
    await closeOverlay(page, back);
    await expect(page).toHaveURL(new RegExp(`#/${lang}/service/$`));

    await page.locator('.service-more a').nth(1).click();
    await expect(overlayTitle(page)).toHaveText(about.title);
    await closeOverlay(page, back);

    await rows.first().click();
    await expect(overlayTitle(page)).toHaveText(new RegExp(centres[0]?.name ?? '-'));
    await closeOverlay(page, back);
  });

  test(`${lang}: the flights route shows and opens the flights and crossing pages`, async ({
    page,
    request,
  }) => {
    const pages = [];
    for (const [name, type] of [
      ['flights', 'greenisland'],
      ['ferry', 'greenisland'],
      ['getting-around', 'greenisland'],
      ['transport', 'travel'],
    ] as const) {
      pages.push(await staticPage(request, lang, name, type));
    }

    await page.goto(`/pwa/#/${lang}/service/`);
    await page.getByRole('link', { name: new RegExp(`^${transport}`) }).click();
    await expect(page).toHaveURL(new RegExp(`#/${lang}/search/airplane/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(transport);
    // The transport pages' list; the nearby bus stops' entry (the map) stands above it.
    const titles = page.getByRole('list', { name: transport }).locator('.link-row__title');
    await expect(titles).toHaveText(pages.map((found) => found.title));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath(`transport-${lang}-390.png`), fullPage: true });

    for (const [index, found] of pages.entries()) {
      await titles.nth(index).click();
      await expect(overlayTitle(page)).toHaveText(found.title);
      await closeOverlay(page, back);
    }
    await expect(page).toHaveURL(new RegExp(`#/${lang}/search/airplane/$`));
  });
}

/** Presses Tab until the element has the focus, at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit: number): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

test('the service tab works by keyboard alone', async ({ page }) => {
  await page.goto('/pwa/#/en/service/');
  const call = page.locator('.service-call').first();
  await expect(call).toBeVisible();
  // Past the top bar and the jumps to the tab's sections.
  await tabTo(page, call, 20);
  const guide = page.locator('#service-sos .service-more a');
  await tabTo(page, guide, 10);
  await page.keyboard.press('Enter');
  await expect(overlayTitle(page)).toHaveText('Emergency numbers');
});

test.describe('when a page cannot come', () => {
  // page.route sees no call the service worker makes itself.
  test.use({ serviceWorkers: 'block' });

  test('the numbers say Loading with a retry, and come with it', async ({ page }) => {
    await page.route('**/static-api/page/emergency-en.json', (route) => route.abort());
    await page.goto('/pwa/#/en/service/');
    const section = page.locator('.service-section--emergency');
    await expect(section.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.locator('.service-call')).toHaveCount(0);
    await expect(page.locator('.service-centres .link-row').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute('**/static-api/page/emergency-en.json');
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.service-call').first()).toBeVisible();
  });

  test('a page with no numbers says No Data, never a number of its own', async ({ page }) => {
    await page.route('**/static-api/page/emergency-en.json', (route) =>
      route.fulfill({ json: { title: 'Emergency numbers', content: '<p>Ask at the desk.</p>' } }),
    );
    await page.goto('/pwa/#/en/service/');
    await expect(page.locator('.service-section--emergency').getByText('No Data')).toBeVisible();
    // The visitor centres' own phones stay; no line of the page's is made up.
    await expect(page.locator('#service-emergency a[href^="tel:"]')).toHaveCount(0);
    await expect(page.locator('#service-help a[href^="tel:"]')).toHaveCount(0);
  });

  test('the flights pages say Loading with a retry, and No Data when none exists', async ({
    page,
  }) => {
    await page.route('**/greenisland/en/opendata/staticpage', (route) => route.abort());
    await page.goto('/pwa/#/en/search/airplane/');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    const pageTitles = page
      .getByRole('list', { name: 'Flights and ferries' })
      .locator('.link-row__title');
    await expect(pageTitles).toHaveText(['Getting here and around']);
    await page.unroute('**/greenisland/en/opendata/staticpage');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(pageTitles).toHaveCount(4);

    await page.route(/\/opendata\/staticpage$/, (route) =>
      route.fulfill({ status: 404, json: { success: false, message: 'no such page' } }),
    );
    // In Japanese, whose pages this browser has not kept yet.
    await page.goto('/pwa/#/ja/search/airplane/');
    await expect(page.getByText('データがありません')).toBeVisible();
    // No row: the nearby bus stops, which need no page, are offered only where the server
    // holds bus stops (docs/architecture.md, Map), and this one holds none without TDX's key.
    await expect(page.locator('.link-row__title')).toHaveCount(0);
  });
});
