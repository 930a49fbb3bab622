import { lookAt, test } from './support';
import {
  backLink,
  detail,
  dialogOf,
  expect,
  expectOverlayAccessible,
  HEADERS,
  screenshots,
} from './place-overlay.support';

/**
 * The attraction, shop and accommodation overlays (requirements §2). Each field of a record on
 * the page, the back link's target, Chinese and an unknown place are checked by the screen tests
 * (web/test/screens/place-overlay.test.tsx); here, in English, what needs a browser: the header
 * title once scrolled, the back link followed, an address set outside the app, the closure page
 * opened over the place, and axe. The fields the seed lacks are tried in
 * place-overlay-extras.spec.ts.
 */

test.describe('attraction overlay', () => {
  // Pine Garden: categories, hours, phone, website, ticket, parking, a guide, a summary only.
  const id = 305;

  test('a deep link is accessible; the header shows the title once scrolled; Back goes to the list', async ({
    page,
    request,
  }) => {
    const place = await detail(request, 'attraction', id);
    await page.goto(`/pwa/#/en/?attraction=${id}`);
    await expect(dialogOf(page).locator('.place-facts')).toBeVisible();
    await expectOverlayAccessible(page);
    await screenshots(page, 'attraction');

    // The header shows the title once the page title has scrolled away (requirements §4).
    const barTitle = page.locator('.overlay__bar-title');
    await expect(barTitle).not.toHaveClass(/--shown/);
    await page.locator('.overlay__body').evaluate((body) => {
      body.scrollTop = body.scrollHeight;
    });
    await expect(barTitle).toHaveClass(/--shown/);
    await expect(barTitle).toHaveText(place.name);
    await lookAt(page, 'overlay-attraction-scrolled-390.png');

    await backLink(page).click();
    await expect(page).toHaveURL(/#\/en\/search\/attractions\/$/);
    await expect(dialogOf(page)).toHaveCount(0);
  });

  test('opened by an address set outside the app, its back link goes to its list', async ({
    page,
  }) => {
    await page.goto('/pwa/#/en/guide/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // Only links the app follows save a back URL (requirements §2 back link): the browser keys
    // every address it is given alike, so a return to it could not be told from an arrival.
    await page.evaluate(() => {
      window.location.hash = '#/en/guide/?attraction=1';
    });
    await expect(dialogOf(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(backLink(page)).toHaveAttribute('href', '#/en/search/attractions/');
    await backLink(page).click();
    await expect(page).toHaveURL(/#\/en\/search\/attractions\/$/);
    await expect(dialogOf(page)).toHaveCount(0);
  });

  test('a place with restricted access is accessible and opens the closure page over it', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/en/opendata/attractions?pageSize=100', { headers: HEADERS });
    const items = ((await answer.json()) as { data: { items: { id: number; access: string }[] } })
      .data.items;
    const restricted = items.find((item) => item.access === 'restricted');
    if (!restricted) throw new Error('the seed has restricted attractions');
    await page.goto(`/pwa/#/en/?attraction=${restricted.id}`);
    await expect(dialogOf(page).locator('.place-facts')).toBeVisible();
    await expectOverlayAccessible(page);
    await dialogOf(page)
      .getByRole('link', { name: 'About closed coastal trails and sites' })
      .click();
    await expect(page).toHaveURL(/static=coastal-trail-closure&type=travel/);
    await expect(page.locator('.overlay--open[data-overlay="static"]')).toBeVisible();
    // Back from the closure page returns to the attraction.
    await expect(backLink(page)).toHaveAttribute('href', `#/en/?attraction=${restricted.id}`);
  });
});

test('the shop and accommodation overlays are accessible; Back goes home', async ({
  page,
  request,
}) => {
  const shops = await request.get('/en/opendata/shops?type=cuisines&pageSize=1', {
    headers: HEADERS,
  });
  const shop = ((await shops.json()) as { data: { items: { id: number }[] } }).data.items[0];
  await page.goto(`/pwa/#/en/?shop=${shop?.id ?? 0}`);
  await expect(dialogOf(page).locator('.place-facts')).toBeVisible();
  await expectOverlayAccessible(page);
  await screenshots(page, 'shop');
  await backLink(page).click();
  await expect(page).toHaveURL(/#\/en\/$/);

  const stays = await request.get('/en/opendata/accommodations', { headers: HEADERS });
  const stay = ((await stays.json()) as { data: { items: { id: number }[] } }).data.items[0];
  await page.goto(`/pwa/#/en/?accommodation=${stay?.id ?? 0}`);
  await expect(dialogOf(page).locator('.place-facts')).toBeVisible();
  await expectOverlayAccessible(page);
  await screenshots(page, 'accommodation');
});
