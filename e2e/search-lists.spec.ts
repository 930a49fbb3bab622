import type { APIRequestContext, Page } from '@playwright/test';
import type { ListPage } from '@ecg/domain/contracts';
import { expect, expectNoAxeViolations, test, untilStill } from './support';

/**
 * The lists of the search area (requirements §2 Other sections). What each list shows from the
 * server's answer, its chips, quarters, filters and keyword in the address, its cards' overlays
 * and a failed call are checked by the screen tests (web/test/screens/search-lists.test.tsx,
 * search-list-cards.test.tsx); here, in one language, what needs a browser: a card's overlay and
 * Back to the same list with the focus on the card, the long list's pages as the visitor
 * scrolls, the keyboard, and axe.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

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
  const params = new URLSearchParams({ ...query, pageSize: '50' } as Record<string, string>);
  const answer = await request.get(`${path}?${params.toString()}`, { headers: HEADERS });
  expect(answer.ok(), path).toBe(true);
  return ((await answer.json()) as { data: ListPage<Named> }).data;
}

const nameOf = (item: Named) => item.name ?? item.title ?? '';
const titles = (page: Page) => page.locator('.search-list .card__title');

/** The list shows the API's total and, in order, its first items. */
async function expectItems(page: Page, answer: ListPage<Named>, shown = 4): Promise<void> {
  await expect(page.locator('.search-count')).toHaveText(`${answer.total} results`);
  const expected = answer.items.slice(0, shown).map(nameOf);
  await expect(titles(page).first()).toBeVisible();
  expect((await titles(page).allTextContents()).slice(0, expected.length)).toEqual(expected);
}

test('a card opens its overlay over the list, and Back returns to the same list and card', async ({
  page,
  request,
}) => {
  const route = '/en/search/attractions/category/11?region=1';
  const answer = await apiList(request, '/en/opendata/attractions', { category: 11, region: 1 });
  const second = answer.items[1]!;
  await page.goto(`/pwa/#${route}`);
  await expectItems(page, answer, 2);
  const card = titles(page)
    .filter({ hasText: nameOf(second) })
    .first();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`category/11\\?region=1&attraction=${second.id}$`));
  const dialog = page.getByRole('dialog', { name: nameOf(second) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/#\/en\/search\/attractions\/category\/11\?region=1$/);
  await expect(page.locator('.overlay--open')).toHaveCount(0);
  await expectItems(page, answer, 2);
  // The focus is back on the card that opened the overlay.
  await expect(card.locator('xpath=ancestor::a[1]')).toBeFocused();
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

test.describe('accessibility', () => {
  test('the lists pass axe: cards, No Data, and a category with a region', async ({ page }) => {
    for (const route of [
      '/en/search/attractions/',
      '/en/search/coupon',
      '/en/search/attractions/category/12?region=1',
    ]) {
      await page.goto(`/pwa/#${route}`);
      await expect(page.locator('.search-count')).not.toHaveText('');
      // The cards, or No Data (the seed has no coupon).
      await expect(page.locator('.search-list .card, .status--empty').first()).toBeVisible();
      await untilStill(page);
      await expectNoAxeViolations(page);
    }
  });

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
    // Tabbing along the cards and their hearts scrolls the window, and the next one is always
    // there: twelve presses from the first card are six rows on.
    await page.locator('.search-list .card').first().focus();
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
    await expect(page.locator('.search-list [aria-posinset="7"] .card')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page
        .locator('.search-list [aria-posinset="7"]')
        .getByRole('button', { name: /^Favourite: / }),
    ).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?attraction=\d+$/);
  });

  test.describe('a list whose call fails', () => {
    // page.route cannot see requests a service worker answers, so this visit runs without one.
    test.use({ serviceWorkers: 'block' });

    test('its Loading with the alert and Try again passes axe', async ({ page }) => {
      await page.route(/\/opendata\/tours\?/, (route) =>
        route.fulfill({ status: 503, body: 'down' }),
      );
      await page.goto('/pwa/#/en/search/tours/category/all');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
