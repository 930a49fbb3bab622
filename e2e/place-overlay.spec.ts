import type { Page } from '@playwright/test';
import type { Attraction, Shop } from '@ecg/domain/contracts';
import { readPracticalNote } from '@ecg/domain/rules/practical-notes';
import { lookAt, test } from './support';
import {
  HEADERS,
  type Kind,
  attractionCategories,
  backLink,
  detail,
  dialogOf,
  expect,
  expectOverlayAccessible,
  fact,
  idWith,
  screenshots,
  section,
  squash,
  textOf,
} from './place-overlay.support';

/**
 * The attraction, shop and accommodation overlays (requirements §2): opened by deep link and by the
 * attraction's own path, each checked against the API's record; the back link; the header
 * title; axe; screenshots. The fields the seed lacks are tried in place-overlay-extras.spec.ts.
 */

/** Every field the record has is on the page, and nothing of a field it lacks. */
async function expectPlace(
  page: Page,
  place: Shop,
  categories: string[],
  kind: Kind = 'attraction',
): Promise<void> {
  const dialog = dialogOf(page);
  const title = dialog.getByRole('heading', { level: 1 });
  await expect(title).toContainText(place.name);
  if (place.name_c && place.name_c !== place.name) {
    await expect(title.locator('.overlay__title-lead')).toHaveText(place.name_c);
  }
  await expect(dialog.getByRole('button', { name: /^Enlarge picture/ })).toHaveCount(
    place.images.length,
  );
  if (place.translation === 'summary' || place.translation === 'none') {
    await expect(dialog.getByRole('note')).toBeVisible();
  }
  const categoryList = dialog.getByRole('list', { name: 'Categories' });
  if (categories.length > 0) {
    await expect(categoryList.getByRole('listitem')).toHaveText(categories);
  } else {
    await expect(categoryList).toHaveCount(0);
  }

  const [lat, lng] = place.latlng.split(',');
  await expect(dialog.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
    'href',
    new RegExp(`destination=${lat},${lng}$`),
  );
  if (place.tel) {
    await expect(dialog.getByRole('link', { name: `Call ${place.tel}` })).toBeVisible();
    await expect(fact(dialog, 'Phone')).toHaveText(place.tel);
  }
  // The address in Chinese, a romanised line under it in English (docs/glossary.md).
  const address = fact(dialog, 'Address');
  await expect(address.locator('[lang="zh-Hant"]')).toHaveText(place.address);
  await expect(address.locator('.place-address__romanised')).toContainText(place.township!.name);
  if (place.website) {
    await expect(fact(dialog, 'Website').getByRole('link')).toHaveAttribute('href', place.website);
  } else {
    await expect(fact(dialog, 'Website')).toHaveCount(0);
  }
  // A note the domain reads is said in English; any other stays Chinese, marked (requirements §3).
  for (const [field, scope, text] of [
    ['ticket', fact(dialog, 'Tickets'), place.ticket],
    ['parking', fact(dialog, 'Parking'), place.parking],
    ['hours', section(dialog, 'Opening hours'), place.opentime],
  ] as const) {
    if (!text) await expect(scope).toHaveCount(0);
    else if (readPracticalNote(field, text)) await expect(scope).not.toContainText(squash(text));
    else await expect(scope.locator('[lang="zh-Hant"]')).toHaveText(squash(text));
  }

  const content = squash(await textOf(page, place.content));
  if (place.translation === 'summary') {
    await expect(section(dialog, 'About').locator('.place-summary')).toHaveText(place.summary!);
    await expect(
      section(dialog, 'Original description (Chinese)').locator('[lang="zh-Hant"]'),
    ).toHaveText(content);
  } else {
    await expect(section(dialog, 'About').locator('.rich-text')).toHaveText(content);
  }

  const tags = place.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.length > 0) {
    await expect(section(dialog, 'Tags').getByRole('listitem')).toHaveText(tags);
  } else {
    await expect(section(dialog, 'Tags')).toHaveCount(0);
  }
  const guides = section(dialog, 'Guides').getByRole('link');
  await expect(guides).toHaveCount(place.guides?.length ?? 0);
  for (const [index, guide] of (place.guides ?? []).entries()) {
    await expect(guides.nth(index)).toHaveText(guide.title);
    await expect(guides.nth(index)).toHaveAttribute('href', new RegExp(`guide=${guide.id}$`));
  }
  const restricted = dialog.getByRole('heading', { name: 'Closed or access restricted' });
  await expect(restricted).toHaveCount(place.access === 'restricted' ? 1 : 0);
  // Attractions have the weather of their township (place-weather.spec.ts checks its days).
  await expect(section(dialog, 'Weather')).toHaveCount(kind === 'attraction' ? 1 : 0);
  // Write-a-review and reviews belong to the service issue: nothing stands in for them.
  await expect(dialog.getByRole('button', { name: /review/i })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: /review/i })).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: /review/i })).toHaveCount(0);
}

test.describe('attraction overlay', () => {
  // Pine Garden: categories, hours, phone, website, ticket, parking, a guide, a summary only.
  const id = 305;

  test('a deep link shows every field of the record', async ({ page, request }) => {
    const place = await detail(request, 'attraction', id);
    await page.goto(`/pwa/#/en/?attraction=${id}`);
    await expectPlace(page, place, await attractionCategories(request, place));
    await expectOverlayAccessible(page);
    await screenshots(page, 'attraction');
  });

  test('the header shows the title once scrolled, and a deep link goes back to the attractions list', async ({
    page,
    request,
  }) => {
    const place = await detail(request, 'attraction', id);
    await page.goto(`/pwa/#/en/?attraction=${id}`);
    await expect(backLink(page)).toHaveAttribute('href', '#/en/search/attractions/');

    // The header shows the title once the page title has scrolled away (requirements §4).
    await expect(dialogOf(page).locator('.place-facts')).toBeVisible();
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

  test('opens by its own path, search/attractions/detail/{id}', async ({ page, request }) => {
    const place = await detail(request, 'attraction', 1);
    await page.goto('/pwa/#/en/search/attractions/detail/1');
    await expectPlace(page, place, await attractionCategories(request, place));
    await expect(backLink(page)).toHaveAttribute('href', '#/en/search/attractions/');
  });

  test('reads in Chinese', async ({ page, request }) => {
    const answer = await request.post('/zh-tw/opendata/attractions/detail', {
      data: { id: 1 },
      headers: HEADERS,
    });
    const place = ((await answer.json()) as { data: Attraction }).data;
    await page.goto('/pwa/#/zh-tw/?attraction=1');
    const dialog = dialogOf(page);
    await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(place.name);
    await expect(dialog.getByRole('heading', { name: '開放時間' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^導航/ })).toBeVisible();
    await expectOverlayAccessible(page);
    await screenshots(page, 'attraction-zh-tw');
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

  test('a place with restricted access links to the coastal trail closure page', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/en/opendata/attractions?pageSize=100', { headers: HEADERS });
    const items = ((await answer.json()) as { data: { items: { id: number; access: string }[] } })
      .data.items;
    const restricted = items.find((item) => item.access === 'restricted');
    if (!restricted) throw new Error('the seed has restricted attractions');
    const place = await detail(request, 'attraction', restricted.id);
    await page.goto(`/pwa/#/en/?attraction=${restricted.id}`);
    await expectPlace(page, place, await attractionCategories(request, place));
    await expectOverlayAccessible(page);
    await dialogOf(page)
      .getByRole('link', { name: 'About closed coastal trails and sites' })
      .click();
    await expect(page).toHaveURL(/static=coastal-trail-closure&type=travel/);
    await expect(page.locator('.overlay--open[data-overlay="static"]')).toBeVisible();
    // Back from the closure page returns to the attraction.
    await expect(backLink(page)).toHaveAttribute('href', `#/en/?attraction=${restricted.id}`);
  });

  test('an unknown attraction says it is not there', async ({ page }) => {
    await page.goto('/pwa/#/en/?attraction=999999');
    await expect(dialogOf(page)).toContainText('could not be found');
    await page.goto('/pwa/#/en/?attraction=abc');
    await expect(dialogOf(page)).toContainText('could not be found');
  });
});

test.describe('shop and accommodation overlays', () => {
  test('a shop by deep link shows its record and goes back home', async ({ page, request }) => {
    const id = await idWith(request, 'shop', '/en/opendata/shops?type=cuisines&pageSize=50', [
      'opentime',
      'parking',
    ]);
    const place = await detail(request, 'shop', id);
    await page.goto(`/pwa/#/en/?shop=${id}`);
    await expectPlace(page, place, [], 'shop');
    await expect(backLink(page)).toHaveAttribute('href', '#/en/');
    await expectOverlayAccessible(page);
    await screenshots(page, 'shop');
    await backLink(page).click();
    await expect(page).toHaveURL(/#\/en\/$/);
  });

  test('an accommodation by deep link shows its record and goes back home', async ({
    page,
    request,
  }) => {
    const id = await idWith(request, 'accommodation', '/en/opendata/accommodations', [
      'tags',
      'parking',
    ]);
    const place = await detail(request, 'accommodation', id);
    await page.goto(`/pwa/#/en/?accommodation=${id}`);
    await expectPlace(page, place, [], 'accommodation');
    await expect(backLink(page)).toHaveAttribute('href', '#/en/');
    await expectOverlayAccessible(page);
    await screenshots(page, 'accommodation');
  });
});
