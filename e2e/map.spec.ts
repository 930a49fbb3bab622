import { directionsUrl } from '@ecg/domain/rules/directions';
import { POPUP_MAX_WIDTH } from '@ecg/domain/rules/map-markers';
import { parseLatLng } from '@ecg/domain/rules/distance';
import { expect, expectNoAxeViolations, lookAt, test, untilStill } from './support';
import {
  bikeFixture,
  blockTiles,
  mapPanel,
  openMapBy,
  seededTour,
  spotsAroundVisitor,
  VISITOR,
} from './map.support';

/**
 * The map panel (requirements §2 Map panel, §4, §5): opened by the address over any route,
 * closed by its button, Escape or Back; markers and popups by the rules; the trip map's days;
 * never blank with the tiles blocked. No service worker: page.route must see every call.
 */
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await blockTiles(page);
});

test('opens over the page, takes the focus, and Back or Escape closes it', async ({ page }) => {
  await page.goto('/pwa/#/en/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await openMapBy(page, 'map=spots');
  const panel = mapPanel(page);
  await expect(panel).toHaveAttribute('open', '');
  await expect(panel).toHaveCSS('z-index', '2000');
  await expect(page.getByRole('dialog', { name: 'Map: Attractions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close the map' })).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/#\/en\/$/);
  await expect(panel).not.toHaveAttribute('open');

  await page.goForward();
  await expect(panel).toHaveClass(/map-panel--open/);
  await page.keyboard.press('Escape');
  await expect(panel).not.toHaveAttribute('open');
  await expect(page).not.toHaveURL(/map=/);
});

test('the close button closes it and keeps the overlay under it', async ({ page }) => {
  await page.goto('/pwa/#/en/?tour=2&map=trip');
  const panel = mapPanel(page);
  await expect(panel).toHaveClass(/map-panel--open/);
  await page.getByRole('button', { name: 'Close the map' }).click();
  await expect(panel).not.toHaveAttribute('open');
  await expect(page).toHaveURL(/#\/en\/\?tour=2$/);
  await expect(page.locator('.overlay--open')).toHaveCount(1);
});

test('the trip map numbers each day’s stops, joined by the route line', async ({
  page,
  request,
}) => {
  const tour = await seededTour(request, 'en', 2);
  await page.goto('/pwa/#/en/?tour=2&map=trip');
  const panel = mapPanel(page);
  const tabs = panel.getByRole('tab');
  await expect(tabs).toHaveText(Array.from({ length: tour.days }, (_, i) => `DAY ${i + 1}`));
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  const route = panel.locator('.leaflet-overlay-pane path');
  for (const [index, stops] of tour.daylist.entries()) {
    if (index > 0) {
      const before = await route.getAttribute('d');
      await tabs.nth(index).click();
      await expect(page).toHaveURL(new RegExp(`day=${index + 1}`));
      await expect(route).not.toHaveAttribute('d', before ?? '');
    }
    const placed = stops.filter((stop) => stop.lat !== undefined && stop.lng !== undefined);
    const markers = panel.locator('.map-marker--trip-stop');
    await expect(markers).toHaveCount(placed.length);
    await expect(markers).toHaveText(
      placed.map((stop) => String(stops.indexOf(stop) + 1)),
      { useInnerText: true, ignoreCase: true },
    );
    await expect(panel.getByRole('button', { name: `Stop 1: ${stops[0]?.name}` })).toBeVisible();
    await expect(route).toHaveAttribute('stroke', '#005fb0');
    await expect(route).toHaveAttribute('stroke-width', '5');
  }
});

test('spots: markers by the rules, popups with directions, and the list of those in view', async ({
  page,
  request,
}) => {
  const spots = await spotsAroundVisitor(request, 'en');
  const nearest = spots.items[0];
  if (!nearest) throw new Error('the seed holds attractions near the visitor centre');
  await page.goto('/pwa/#/en/');
  await openMapBy(page, 'map=spots');
  const panel = mapPanel(page);
  await expect(panel.locator('.map-marker').first()).toBeVisible();

  await panel.getByRole('button', { name: /^List \(\d+\)$/ }).click();
  const list = panel.getByRole('region', { name: 'Places in view' });
  await expect(list.getByRole('button').first()).toHaveText(
    new RegExp(`^${nearest.name}, \\d+ m$`),
  );
  await list.getByRole('button').first().click();

  // The popup takes the focus on its name, as a marker's popup opened by the keyboard does.
  const popup = panel.locator('.leaflet-popup');
  await expect(popup.getByRole('heading', { name: nearest.name })).toBeFocused();
  await expect(popup.locator('.map-popup__name')).toHaveText(nearest.name);
  await expect(page).toHaveURL(new RegExp(`focus=${nearest.id}`));
  const width = await popup.locator('.leaflet-popup-content').evaluate((node) => node.clientWidth);
  expect(width).toBeLessThanOrEqual(POPUP_MAX_WIDTH);
  // No phone number and no counts for an attraction: no call link, no borrow or return line.
  await expect(popup.getByRole('link', { name: /^Call/ })).toHaveCount(0);
  await expect(popup.getByText(/Bikes to borrow|Free docks/)).toHaveCount(0);
  const point = parseLatLng(nearest.latlng);
  if (!point) throw new Error('the nearest attraction has a position');
  const directions = popup.getByRole('link', { name: 'Directions (Google Maps)' });
  await expect(directions).toHaveAttribute('href', directionsUrl(VISITOR, point));
  await expect(directions).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  // A shared link opens the same view, the same popup open.
  const shared = page.url();
  await page.goto('/pwa/#/en/');
  await page.goto(shared);
  // The popup open before fades out as the panel closes: one popup stays.
  await expect(panel.locator('.leaflet-popup')).toHaveCount(1);
  await expect(panel.locator('.leaflet-popup .map-popup__name')).toHaveText(nearest.name);
});

test('bike stations: counts only with both, and a call link only with a number', async ({
  page,
}) => {
  await page.route(/\/en\/opendata\/bike-station\?/, (route) =>
    route.fulfill({
      json: bikeFixture([
        { name: 'Both counts', rentable: 3, returnable: 0, tel: '089-281530' },
        { name: 'One count', rentable: 4 },
      ]),
    }),
  );
  await page.goto('/pwa/#/en/?map=bike');
  const panel = mapPanel(page);
  // 111 m apart: one cluster at the fitted zoom, two markers once it is opened.
  await panel.getByRole('button', { name: '2 places here: zoom in' }).click();
  await expect(panel.locator('.map-marker--bike')).toHaveCount(2);
  await panel.getByRole('button', { name: /^Both counts, / }).click();
  const popup = panel.locator('.leaflet-popup');
  await expect(popup.getByText('Bikes to borrow: 3')).toBeVisible();
  await expect(popup.getByText('Free docks: 0')).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Call 089-281530' })).toHaveAttribute(
    'href',
    'tel:089281530',
  );
  // The open popup covers the other marker: reached by the keyboard, as a marker is a button.
  await panel.getByRole('button', { name: /^One count, / }).press('Enter');
  // The first popup fades out before it leaves the page.
  await expect(popup).toHaveCount(1);
  await expect(popup.locator('.map-popup__name')).toHaveText('One count');
  await expect(popup.getByText(/Bikes to borrow|Free docks/)).toHaveCount(0);
  await expect(popup.getByRole('link', { name: /^Call/ })).toHaveCount(0);
  await expect(panel.locator('.leaflet-control-attribution')).toContainText(
    '© OpenStreetMap contributors',
  );
});

test('a layer with no open data says so; none within the radius says so (the real answers)', async ({
  page,
  request,
}) => {
  // We hold no bike station: the server says so (held 0), and the map must not invent one.
  const bikes = await request.get(
    `/en/opendata/bike-station?lat=${VISITOR.lat}&lng=${VISITOR.lng}`,
  );
  expect((await bikes.json()).meta.held).toBe(0);
  await page.goto('/pwa/#/en/?map=bike');
  const panel = mapPanel(page);
  await expect(panel.getByText('No open data for this layer yet')).toBeVisible();
  await panel.getByRole('button', { name: 'List (0)' }).click();
  await expect(
    panel
      .getByRole('region', { name: 'Places in view' })
      .getByText('No open data for this layer yet'),
  ).toBeVisible();

  // Toilets we hold, but none within 1 km of a point in the mountains west of the visitor centre.
  await page.goto('/pwa/#/en/?map=toilet&at=23.3,121.2');
  await expect(panel.getByText('Toilets: none within 1.0 km of this point')).toBeVisible();
  await expect(panel.getByText('No open data for this layer yet')).toHaveCount(0);
});

test('toilets near Hualien station: the real ones, nearest first, credited to their source', async ({
  page,
  request,
}) => {
  const station = { lat: 23.9931, lng: 121.6012 };
  const answer = await request.get(`/en/opendata/toilet?lat=${station.lat}&lng=${station.lng}`);
  const { data, meta } = (await answer.json()) as {
    data: { id: string; name: string; distance: number }[];
    meta: { sources: { attribution: string }[] };
  };
  const nearest = data[0];
  if (!nearest) throw new Error('the seed holds toilets near Hualien station');
  await page.goto(`/pwa/#/en/?map=toilet&at=${station.lat},${station.lng}`);
  const panel = mapPanel(page);
  await expect(panel.locator('.map-marker').first()).toBeVisible();
  await panel.getByRole('button', { name: /^List \(\d+\)$/ }).click();
  const list = panel.getByRole('region', { name: 'Places in view' });
  await expect(list.getByRole('button').first()).toHaveText(
    new RegExp(`^${nearest.name}, ${nearest.distance} m$`),
  );
  await list.getByRole('button').first().click();
  await expect(panel.locator('.leaflet-popup .map-popup__name')).toHaveText(nearest.name);
  await expect(page).toHaveURL(new RegExp(`focus=${nearest.id}`));
  for (const source of meta.sources)
    await expect(panel.getByText(source.attribution, { exact: false }).first()).toBeAttached();
  await expectNoAxeViolations(page);
});

test('the recentre button shows the visitor, who bounces and hides when the map moves', async ({
  page,
}) => {
  await page.goto('/pwa/#/en/?map=spots');
  const panel = mapPanel(page);
  await expect(panel.locator('.map-marker').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Show my position' }).click();
  const me = panel.locator('.map-me');
  await expect(me).toBeVisible();
  await expect(me.locator('.map-me__dot--bounce')).toHaveCount(1);
  const box = await panel.locator('.map-panel__map').boundingBox();
  if (!box) throw new Error('the map is drawn');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 60, { steps: 5 });
  await page.mouse.up();
  await expect(me).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Search this area' })).toBeVisible();
});

test('with the tiles blocked the map draws its own basemap, with names in the language', async ({
  page,
}) => {
  await page.goto('/pwa/#/zh-tw/?map=spots');
  const panel = mapPanel(page);
  // The first opening brings the map's chunk, the basemap and the places.
  await expect(panel.locator('.leaflet-basemap-pane canvas')).toHaveCount(1);
  await expect(panel.locator('.map-name--county').filter({ hasText: '花蓮縣' })).toHaveCount(1);
  await expect(panel.locator('.map-name--county').filter({ hasText: '臺東縣' })).toHaveCount(1);
});

/*
 * Axe on the trip map at each width the layout changes at; the spots' popup at 390 is read by
 * the spots test above. axe's rules read the same markup in every language: the second width is
 * in Japanese so the page's language is checked in a second one, not each language at each width.
 */
for (const [lang, viewport] of [
  ['en', { width: 390, height: 844 }],
  ['ja', { width: 768, height: 1024 }],
] as const) {
  const what = viewport.width > 390 ? 'the trip map and the spots pass' : 'the trip map passes';
  test(`${what} axe at ${viewport.width} (${lang})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/pwa/#/${lang}/?tour=2&map=trip`);
    const panel = mapPanel(page);
    await expect(panel.locator('.map-marker--trip-stop').first()).toBeVisible();
    await untilStill(page);
    await lookAt(page, `map-trip-${lang}-${viewport.width}.png`);
    await expectNoAxeViolations(page);
    if (viewport.width === 390) return;

    // In-app, as a link from the trip to the spots would go.
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#/${lang}/?map=spots`);
    await expect(panel.locator('.map-marker--trip-stop')).toHaveCount(0);
    await expect(panel.locator('.map-marker').first()).toBeVisible();
    await panel.locator('.map-marker:not(.map-marker--cluster)').first().click();
    await expect(panel.locator('.leaflet-popup')).toBeVisible();
    await untilStill(page);
    await lookAt(page, `map-spots-${lang}-${viewport.width}.png`);
    await expectNoAxeViolations(page);
  });
}
