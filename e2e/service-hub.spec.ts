import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CollectionPlace, ListPage, StaticPage } from '@ecg/domain/contracts';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * The safety pages are reached from the Service tab (the emergency numbers,
 * each a call link, and the visitor centres) and from the flights route (the flights and the
 * crossing to Green Island). Every number shown is one the emergency page we publish gives.
 */

/**
 * What each screen shows from the server's data, in every language, is checked by the screen
 * tests (web/test/screens/service-hub.test.tsx); here, in one language, what needs a browser:
 * the first screen's layout, axe, and the pages opening over the tab and closing back to it.
 */

async function staticPage(request: APIRequestContext, name: string, type: string) {
  const answer =
    type === 'static'
      ? await request.get(`/static-api/page/${name}-en.json`)
      : await request.post(
          type === 'greenisland'
            ? '/greenisland/en/opendata/staticpage'
            : '/en/opendata/staticpage',
          { data: { name } },
        );
  expect(answer.ok(), `${type} ${name}`).toBe(true);
  const body = (await answer.json()) as StaticPage | { data: StaticPage };
  return 'data' in body ? body.data : body;
}

const overlayTitle = (page: Page) => page.locator('.overlay--open .overlay__title');

async function closeOverlay(page: Page): Promise<void> {
  await page.locator('.overlay--open').getByRole('link', { name: 'Back' }).click();
  await expect(page.locator('.overlay--open')).toHaveCount(0);
}

test('the Service tab shows the emergency lines and SOS on its first screen; its pages open over it', async ({
  page,
  request,
}) => {
  const emergency = await staticPage(request, 'emergency', 'static');
  const about = await staticPage(request, 'visitor-centers', 'travel');
  const centre = (
    (await (await request.get('/en/opendata/visitor-center?pageSize=1')).json()) as {
      data: ListPage<CollectionPlace>;
    }
  ).data.items[0];

  await page.goto('/pwa/#/en/');
  await page.getByRole('link', { name: 'Service', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service');
  await expect(page.locator('.service-centres .link-row__title').first()).toBeVisible();
  await expect(page.locator('.service-section--emergency .service-call').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'service-en-390.png', { fullPage: true });
  // The first screen: the emergency lines and the SOS button, above the bottom navigation.
  await lookAt(page, 'service-en-390-first.png');
  const sosButton = page.locator('#service-sos .sos-start');
  const navTop = (await page.locator('.bottom-nav').boundingBox())?.y ?? 0;
  const sosBottom = await sosButton.evaluate((button) => button.getBoundingClientRect().bottom);
  expect(sosBottom).toBeLessThanOrEqual(navTop);

  // The whole emergency page, the visitor centres' page and a centre each open over the tab.
  await page.locator('#service-sos .service-more a').click();
  await expect(overlayTitle(page)).toHaveText(emergency.title);
  await expect(page.locator('.overlay--open a[href^="tel:"]')).toHaveCount(0);
  await closeOverlay(page);
  await expect(page).toHaveURL(/#\/en\/service\/$/);

  await page.locator('.service-more a').nth(1).click();
  await expect(overlayTitle(page)).toHaveText(about.title);
  await closeOverlay(page);

  await page.locator('.service-centres .link-row__title').first().click();
  await expect(overlayTitle(page)).toHaveText(new RegExp(centre?.name ?? '-'));
  await closeOverlay(page);
});

test('the flights route opens the flights and crossing pages over it', async ({
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
    pages.push(await staticPage(request, name, type));
  }

  await page.goto('/pwa/#/en/service/');
  await page.getByRole('link', { name: /^Transport/ }).click();
  await expect(page).toHaveURL(/#\/en\/search\/airplane\/$/);
  const titles = page.getByRole('list', { name: 'Travel guides' }).locator('.link-row__title');
  await expect(titles).toHaveText(pages.map((found) => found.title));
  await expectNoAxeViolations(page);
  await lookAt(page, 'transport-en-390.png', { fullPage: true });

  for (const [index, found] of pages.entries()) {
    await titles.nth(index).click();
    await expect(overlayTitle(page)).toHaveText(found.title);
    await closeOverlay(page);
  }
  await expect(page).toHaveURL(/#\/en\/search\/airplane\/$/);
});

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
