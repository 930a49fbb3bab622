import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, test, untilStill } from './support';
import { bikeFixture, blockTiles, mapPanel, openMapBy, VISITOR } from './map.support';

/**
 * The map by keyboard alone (requirements §2 Map panel; docs/map.md): a marker's
 * popup takes the focus and is named by its place, its link is the next Tab, Escape closes the
 * popup alone and gives the focus back to its marker, a cluster opened hands the focus to what
 * it held, and the zoom buttons never cover a popup's close button.
 */
test.use({ serviceWorkers: 'block' });

/** The first opening brings the map's chunk and the places: slow on a shared, busy machine. */
const FIRST_OPENING = { timeout: 30_000 };

test.beforeEach(async ({ page }) => {
  // Long journeys, each with the map's first opening and axe: slow on a shared, busy machine.
  test.slow();
  await blockTiles(page);
});

/** What has the focus, as a screen reader would start reading it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase(),
      className: active?.getAttribute('class') ?? '',
      label: active?.getAttribute('aria-label') ?? active?.textContent ?? '',
    };
  });

/** Tabs from where the focus is until it stands on what `wanted` says (a bounded walk). */
async function tabUntil(
  page: Page,
  wanted: (at: Awaited<ReturnType<typeof focused>>) => boolean,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
) {
  for (let tabs = 0; tabs < 80; tabs += 1) {
    await page.keyboard.press(key);
    const at = await focused(page);
    if (wanted(at)) return at;
  }
  throw new Error('Tab never reached it');
}

const isMarker = (at: { className: string }) =>
  /\bmap-marker\b/.test(at.className) && !/map-marker--cluster/.test(at.className);

/** The two boxes share no pixel. */
async function expectApart(one: Locator, other: Locator) {
  const [a, b] = await Promise.all([one.boundingBox(), other.boundingBox()]);
  if (!a || !b) throw new Error('both are drawn');
  const apart =
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
}

/**
 * With the focus on the map, the arrow keys pan it (80 px a press) until the marker stands in
 * the view's top right corner, under the zoom buttons: a popup opened there is panned to the
 * view's top and right edges unless it keeps clear of them.
 */
async function panToTopRight(page: Page, marker: Locator) {
  const frame = await page.locator('.map-panel__map').boundingBox();
  if (!frame) throw new Error('the map is drawn');
  for (let presses = 0; presses < 30; presses += 1) {
    const box = await marker.boundingBox();
    if (!box) throw new Error('the marker is drawn');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const key =
      x < frame.x + frame.width - 100 ? 'ArrowLeft' : y > frame.y + 100 ? 'ArrowDown' : undefined;
    if (!key) return;
    await page.keyboard.press(key);
    await expect
      .poll(async () => JSON.stringify(await marker.boundingBox()))
      .not.toBe(JSON.stringify(box));
  }
  throw new Error('the arrows never brought the marker to the corner');
}

test('a marker’s popup by keyboard: focus in it, its link next, Escape back to the marker', async ({
  page,
}) => {
  await page.goto('/pwa/#/en/');
  await openMapBy(page, 'map=spots');
  const panel = mapPanel(page);
  await expect(panel.locator('.map-marker').first()).toBeVisible(FIRST_OPENING);
  await expect(page.getByRole('button', { name: 'Close the map' })).toBeFocused();

  const marker = await tabUntil(page, isMarker);
  const name = marker.label.replace(/, [\d.]+ k?m$/, '');
  await page.keyboard.press('Enter');
  const popup = panel.getByRole('dialog', { name });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { name })).toBeFocused();
  await expect(page).toHaveURL(/focus=/);

  await page.keyboard.press('Tab');
  await expect(popup.getByRole('link', { name: 'Details' })).toBeFocused();
  await expect(popup.getByRole('button', { name: `Close ${name}` })).toBeAttached();
  // The popup opened by keyboard, read by axe here; in Japanese, opened by a click, in map.spec.
  await expectNoAxeViolations(page);
  await lookAt(page, 'map-popup-keyboard-en.png');

  await page.keyboard.press('Escape');
  await expect(panel.locator('.leaflet-popup')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: marker.label, exact: true })).toBeFocused();
  await expect(panel).toHaveAttribute('open', '');
  await expect(page).not.toHaveURL(/focus=/);

  // Space opens it as well; with no popup open, Escape closes the map as before.
  await page.keyboard.press(' ');
  await expect(popup.getByRole('heading', { name })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel.getByRole('button', { name: marker.label, exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).not.toHaveAttribute('open');
  await expect(page).not.toHaveURL(/map=/);
});

test('a cluster opened by keyboard hands the focus on; popups stay clear of the zoom buttons', async ({
  page,
}) => {
  // Two stations 111 m apart (one cluster at the fitted zoom) and one to the north-east, moved
  // by the keyboard to the corner of the view where the zoom buttons are (a test fixture).
  const corner = { lat: VISITOR.lat + 0.02, lng: VISITOR.lng + 0.02 };
  await page.route(/\/en\/opendata\/bike-station\?/, (route) =>
    route.fulfill({
      json: bikeFixture([
        { name: 'South one', tel: '089-281530' },
        { name: 'South two' },
        { name: 'Corner station', latlng: `${corner.lat},${corner.lng}` },
      ]),
    }),
  );
  await page.goto('/pwa/#/en/');
  await openMapBy(page, 'map=bike');
  const panel = mapPanel(page);
  await expect(panel.getByRole('button', { name: '2 places here: zoom in' })).toBeVisible(
    FIRST_OPENING,
  );

  await tabUntil(page, (at) => at.className.includes('leaflet-container'));
  await panToTopRight(page, panel.getByRole('button', { name: /^Corner station, / }));
  const cornerMarker = await tabUntil(page, (at) => at.label.startsWith('Corner station'));
  await page.keyboard.press('Enter');
  const popup = panel.getByRole('dialog', { name: 'Corner station' });
  await expect(popup.getByRole('heading', { name: 'Corner station' })).toBeFocused();
  await untilStill(page);
  await expectApart(
    popup.getByRole('button', { name: 'Close Corner station' }),
    panel.locator('.leaflet-control-zoom'),
  );
  // The close button, by keyboard, closes it and gives the focus back to the marker.
  await page.keyboard.press('Tab');
  await expect(popup.getByRole('link', { name: 'Directions (Google Maps)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(popup.getByRole('button', { name: 'Close Corner station' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.locator('.leaflet-popup')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: cornerMarker.label, exact: true })).toBeFocused();

  const clusterBefore = await page.evaluate(() => {
    const cluster = document.querySelector('.map-marker--cluster');
    const active = document.activeElement;
    return !!cluster && !!active && !!(active.compareDocumentPosition(cluster) & 2);
  });
  const isCluster = (at: { label: string }) => at.label === '2 places here: zoom in';
  await tabUntil(page, isCluster, clusterBefore ? 'Shift+Tab' : 'Tab');
  await page.keyboard.press('Enter');
  await expect(panel.locator('.map-marker--bike:focus')).toHaveCount(1);
  const now = await focused(page);
  expect(now.label).toMatch(/^South (one|two), /);
  await expect(panel.getByRole('button', { name: '2 places here: zoom in' })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('dialog', { name: now.label.replace(/, .*$/, '') })).toBeVisible();
});
