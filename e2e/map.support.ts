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
