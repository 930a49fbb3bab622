import type { Page } from '@playwright/test';
import type { ParkingAnswer } from '@ecg/domain/contracts';
import { lookAt, test } from './support';
import {
  HEADERS,
  dialogOf,
  expect,
  expectOverlayAccessible,
  pageWithoutWorker,
  section,
} from './place-overlay.support';

/**
 * Live parking on an attraction (requirements §2, §4, §9): the car parks of its parking id with the
 * API's counts and the status labels by 79 and 90 %, asked again every minute; the flow call
 * when the answer says switchBoard; Loading with a retry while the call fails (requirements §8).
 * The server has no TDX credentials here, so the counts are the sample's, and say so. What the
 * page shows of the answers (counts, statuses, links, the flow in zh-tw, Loading and retry, no
 * widget) is asserted in web/test/screens/place-parking.test.tsx; this file keeps, in English,
 * the widget on screen with axe, and the call asked again every minute on the browser's clock.
 */

// Dongdamen Night Market (EC-00018).
const NIGHT_MARKET = 471;
const PARKING_CALL = /\/opendata\/Neocooler-Parking-Availability$/;

async function post<T>(page: Page, path: string, data?: object): Promise<T> {
  const answer = await page.request.post(path, { headers: HEADERS, ...(data ? { data } : {}) });
  expect(answer.ok(), path).toBe(true);
  return (await answer.json()) as T;
}

const parkingOf = (page: Page, title = 'Parking now') => section(dialogOf(page), title);

test("an attraction shows its car parks' counts on screen, marked as a sample", async ({
  page,
}) => {
  const answer = await post<ParkingAnswer>(page, '/en/opendata/Neocooler-Parking-Availability', {
    id: 'EC-00018',
  });
  await page.goto(`/pwa/#/en/?attraction=${NIGHT_MARKET}`);

  const parking = parkingOf(page);
  const lots = parking.locator('.parking-lot');
  await expect(lots).toHaveCount(answer.lots.length);
  await expect(lots.first().locator('.parking-space').first()).toBeVisible();
  await expect(parking.getByText('Sample data', { exact: true })).toBeVisible();
  await parking.scrollIntoViewIfNeeded();
  await lookAt(page, 'overlay-attraction-parking-390.png');
  await expectOverlayAccessible(page);
  await page.setViewportSize({ width: 768, height: 1024 });
  await parkingOf(page).scrollIntoViewIfNeeded();
  await lookAt(page, 'overlay-attraction-parking-768.png');
});

test('asks for the counts again every minute while the widget is open', async ({ browser }) => {
  const page = await pageWithoutWorker(browser);
  await page.clock.install();
  let calls = 0;
  await page.route(PARKING_CALL, async (route) => {
    calls += 1;
    const answer = (await (await route.fetch()).json()) as ParkingAnswer;
    const [first, ...rest] = answer.data;
    if (!first) throw new Error('the sample has no count');
    // Each answer one car fewer, so the page shows which answer it has.
    await route.fulfill({
      json: { ...answer, data: [{ ...first, available_spaces: 10 - calls }, ...rest] },
    });
  });
  await page.goto(`/pwa/#/en/?attraction=${NIGHT_MARKET}`);
  const first = parkingOf(page).locator('.parking-lot').first();
  await expect(first).toContainText('9 of 120 free');
  expect(calls).toBe(1);

  await page.clock.runFor(59_000);
  expect(calls).toBe(1);
  await page.clock.runFor(1_000);
  await expect(first).toContainText('8 of 120 free');
  expect(calls).toBe(2);
  await page.context().close();
});
