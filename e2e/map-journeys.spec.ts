import { expect, expectNoAxeViolations, test } from './support';
import {
  blockTiles,
  closeMap,
  expectMapDrawnRight,
  mapPanel,
  openMapBy,
  spotsAroundVisitor,
} from './map.support';

/**
 * The map as a visitor goes in and out of it (requirements §2 Map panel): drawn right at every
 * opening, whichever page it is opened from, and a way from a marker to its place's page.
 */
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await blockTiles(page);
});

test('the map opens right every time, from the attractions list, the service tab and home', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await page.goto('/pwa/#/en/search/attractions/');
  const fromList = page.getByRole('link', { name: 'Map', exact: true });
  await fromList.click();
  await expectMapDrawnRight(page);
  await closeMap(page);
  // Again from the same page: the map is kept while closed, and must measure itself once shown.
  await fromList.click();
  await expectMapDrawnRight(page);
  await closeMap(page);

  await nav.getByRole('link', { name: 'Service', exact: true }).click();
  // By keyboard: on a busy machine a tap here once opened nothing, most likely meeting the page
  // as the tab's sections still arriving above moved the link; the keyboard reaches it anywhere.
  await page.locator('#service-assistant').getByRole('link', { name: /^Map/ }).press('Enter');
  await expectMapDrawnRight(page);
  await closeMap(page);

  await nav.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/#\/en\/$/);
  await openMapBy(page, 'map=spots');
  await expectMapDrawnRight(page);
  await expectNoAxeViolations(page);
});

test('a marker’s popup opens its attraction’s page over the list, and Back returns to the map', async ({
  page,
  request,
}) => {
  const [nearest] = (await spotsAroundVisitor(request, 'en')).items;
  if (!nearest) throw new Error('the seed holds attractions near the visitor centre');
  await page.goto('/pwa/#/en/search/attractions/');
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  const panel = mapPanel(page);
  await panel.getByRole('button', { name: /^List \(\d+\)$/ }).click();
  await panel.getByRole('region', { name: 'Places in view' }).getByRole('button').first().click();
  const popup = panel.locator('.leaflet-popup');
  await expect(popup.locator('.map-popup__name')).toHaveText(nearest.name);
  const details = popup.getByRole('link', { name: 'Details' });
  await expect(details).toHaveAttribute(
    'href',
    `#/en/search/attractions/?attraction=${nearest.id}`,
  );
  await expectNoAxeViolations(page);

  await details.click();
  await expect(panel).not.toHaveAttribute('open');
  await expect(page).toHaveURL(new RegExp(`#/en/search/attractions/\\?attraction=${nearest.id}$`));
  await expect(
    page.locator('.overlay--open').getByRole('heading', { level: 1, name: nearest.name }),
  ).toBeVisible();

  await page.goBack();
  await expect(panel).toHaveClass(/map-panel--open/);
  await expect(page).toHaveURL(new RegExp(`map=spots&focus=${nearest.id}$`));
});
