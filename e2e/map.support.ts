import type { APIRequestContext, Page } from '@playwright/test';
import type {
  FacilityAnswer,
  FacilityItem,
  ListPage,
  PlaceSummary,
  Tour,
} from '@ecg/domain/contracts';
import { expect } from './support';

/** Where the browser stands (playwright.config.ts): the scenic area's default point. */
export const VISITOR = { lat: 23.020216835184925, lng: 121.32502856654718 };

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

export async function seededTour(request: APIRequestContext, lang: string, id: number) {
  const answer = await request.post(`/${lang}/opendata/tours/detail`, {
    data: { id },
    headers: HEADERS,
  });
  expect(answer.ok()).toBe(true);
  const [tour] = ((await answer.json()) as { data: Tour[] }).data;
  if (!tour) throw new Error(`tour ${id} is in the seed`);
  return tour;
}

/** The attractions the spots layer asks for around the visitor: the real list call. */
export async function spotsAroundVisitor(request: APIRequestContext, lang: string) {
  const answer = await request.get(
    `/${lang}/opendata/attractions?lat=${VISITOR.lat}&lng=${VISITOR.lng}&radius=20&pageSize=100`,
    { headers: HEADERS },
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: ListPage<PlaceSummary> }).data;
}

/**
 * Map tiles never reach the internet: every tile request is refused, as on a phone whose tile
 * server is down, so the map must stand on its own basemap. Returns how many were asked.
 */
export async function blockTiles(page: Page): Promise<{ asked: number }> {
  const counter = { asked: 0 };
  await page.route(/\/\d{1,2}\/\d+\/\d+(@2x)?\.png(\?.*)?$/, (route) => {
    counter.asked += 1;
    return route.abort('internetdisconnected');
  });
  return counter;
}

/** A bike station answer in the facility call's contract shape (a test fixture, not data). */
export function bikeFixture(items: Partial<FacilityItem>[], held = items.length): FacilityAnswer {
  return {
    success: true,
    data: items.map((item, index) => ({
      id: `fixture-${index + 1}`,
      kind: 'bike',
      name: `Fixture station ${index + 1}`,
      latlng: `${VISITOR.lat + 0.001 * (index + 1)},${VISITOR.lng}`,
      distance: 111 * (index + 1),
      source: 'fixture',
      ...item,
    })),
    meta: {
      kind: 'bike',
      radius: 1000,
      total: items.length,
      held,
      sources: [
        {
          id: 'fixture',
          name: 'Test fixture',
          publisher: 'OpenStreetMap contributors',
          licence: 'ODbL-1.0',
          attribution: '© OpenStreetMap contributors',
          date: '2026-01-01',
        },
      ],
    },
  };
}

/** The map panel: the modal dialog named by its title. */
export const mapPanel = (page: Page) => page.locator('dialog.map-panel');

/** Opens the map the way the entry points do: the address gains the map's params. */
export async function openMapBy(page: Page, query: string): Promise<void> {
  await page.evaluate((next) => {
    const [path = '', search = ''] = window.location.hash.slice(1).split('?');
    const params = new URLSearchParams(search);
    for (const [name, value] of new URLSearchParams(next)) params.set(name, value);
    window.location.hash = `${path}?${params.toString()}`;
  }, query);
  await expect(mapPanel(page)).toHaveClass(/map-panel--open/);
}

/**
 * The map is drawn in its box, as after a first opening: markers in view (the list counts
 * them), and "show my position" puts the visitor's dot at the centre of the map, not at its
 * top-left corner (what a map that measured a hidden box does until the window is resized).
 */
export async function expectMapDrawnRight(page: Page): Promise<void> {
  const panel = mapPanel(page);
  await expect(panel.getByRole('button', { name: /^List \([1-9]\d*\)$/ })).toBeVisible();
  const box = panel.locator('.map-panel__map');
  await expect
    .poll(() =>
      box.evaluate((map) => {
        const frame = map.getBoundingClientRect();
        return [...map.querySelectorAll('.map-marker')].some((marker) => {
          const { x, y, width, height } = marker.getBoundingClientRect();
          const [cx, cy] = [x + width / 2, y + height / 2];
          return cx > frame.left && cx < frame.right && cy > frame.top && cy < frame.bottom;
        });
      }),
    )
    .toBe(true);
  await panel.getByRole('button', { name: 'Show my position' }).click();
  const offCentre = async () => {
    const [frame, dot] = await Promise.all([
      box.boundingBox(),
      panel.locator('.map-me').boundingBox(),
    ]);
    if (!frame || !dot) return Number.POSITIVE_INFINITY;
    return Math.hypot(
      dot.x + dot.width / 2 - (frame.x + frame.width / 2),
      dot.y + dot.height / 2 - (frame.y + frame.height / 2),
    );
  };
  await expect.poll(offCentre).toBeLessThan(2);
}

/** Closes the map with its own button and waits until it has slid out. */
export async function closeMap(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close the map' }).click();
  await expect(mapPanel(page)).not.toHaveAttribute('open');
}
