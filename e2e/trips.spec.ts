import { randomUUID } from 'node:crypto';
import type { Tour } from '@ecg/domain/contracts';
import { MEMBER_TRIPS_MAX } from '@ecg/domain/contracts';
import { memberApiPath } from '@ecg/domain/member-api-paths';
import { mapPanel } from './map.support';
import { addPasskeyStore, atLocalhost, enrol } from './members.support';
import { API_HEADERS, expect, expectNoAxeViolations, lookAt, post, test } from './support';

/**
 * A member's trips (docs/members.md, Trips), through the real server: a tour adapted under the
 * member's own name, opened, rearranged and deleted; and the adaptation refused, said under
 * Tips in the reader's language. The dialog's and My trips' other states are the screen tests'
 * (web/test/screens/tour-adaptation.test.tsx, trips.test.tsx).
 */
const TOUR = 2;

test.beforeEach(async ({ page }) => {
  await addPasskeyStore(page);
});

test('in en: a tour adapted, its trip rearranged, kept after a reload, then deleted', async ({
  page,
  baseURL,
  request,
}) => {
  const [tour] = await post<Tour[]>(request, '/en/opendata/tours/detail', { id: TOUR });
  const [first, second] = tour?.daylist[0] ?? [];
  if (!tour || !first || !second || tour.daylist.length < 2) {
    throw new Error('tour 2 has two days, the first with two stops');
  }
  const site = atLocalhost(baseURL);
  await enrol(page, site, 'en', 'Mei');

  await page.goto(`${site}/pwa/#/en/?tour=${TOUR}`);
  await page.getByRole('button', { name: 'Adapt this tour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adapt this tour' });
  const adapt = dialog.getByRole('button', { name: 'Adapt' });
  await expect(adapt).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'Enter the name of the itinerary to adapt' })
    .fill('Our coast');
  await expectNoAxeViolations(page);
  await adapt.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Our coast' })).toBeVisible();
  await expect(page).toHaveURL(/#\/en\/trips\/\d+$/);
  const day = (n: number) => page.getByRole('region', { name: `DAY ${n}` });
  await expect(day(1).getByRole('link', { name: new RegExp(first.name) })).toBeVisible();
  await lookAt(page, 'trip-en.png', { fullPage: true });
  await expectNoAxeViolations(page);

  // The first stop moved to day 2, the second removed: both kept by the server.
  await day(1)
    .getByRole('combobox', { name: `Day of ${first.name}` })
    .selectOption('DAY 2');
  await expect(day(2).getByRole('link', { name: new RegExp(first.name) })).toBeVisible();
  await day(1)
    .getByRole('button', { name: `Remove ${second.name}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Remove this stop?' })
    .getByRole('button', {
      name: 'Remove',
    })
    .click();
  await expect(day(1).getByRole('link', { name: new RegExp(second.name) })).toHaveCount(0);
  await page.reload();
  await expect(day(2).getByRole('link', { name: new RegExp(first.name) })).toBeVisible();
  await expect(day(1).getByRole('link', { name: new RegExp(second.name) })).toHaveCount(0);

  // The trip map draws the member's trip, the moved stop last on day 2.
  await page.getByRole('link', { name: 'Trip map' }).click();
  const panel = mapPanel(page);
  const tabs = panel.getByRole('tab');
  await expect(tabs).toHaveText(tour.daylist.map((_, i) => `DAY ${i + 1}`));
  await tabs.nth(1).click();
  const last = tour.daylist[1]!.length + 1;
  await expect(panel.getByRole('button', { name: `Stop ${last}: ${first.name}` })).toBeVisible();
  await lookAt(page, 'trip-map-en.png');
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(panel).toBeHidden();

  // Back leads home, where the adaptation went before opening the trip.
  await page.goBack();
  await expect(page).toHaveURL(/#\/en\/\?my-trip=true$/);
  await page.goForward();
  await page.getByRole('button', { name: 'Delete trip' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this trip?' })
    .getByRole('button', {
      name: 'Delete trip',
    })
    .click();
  await expect(page).toHaveURL(/#\/en\/trips$/);
  await expect(page.getByText('No trips yet.')).toBeVisible();
});

test('in zh-tw: a refused adaptation is said under Tips, the dialog closed and its name cleared', async ({
  page,
  baseURL,
}) => {
  const site = atLocalhost(baseURL);
  await enrol(page, site, 'zh-tw', '林美');
  const token = await page.evaluate(() => window.localStorage.getItem('ecg.member.token'));
  // The account already keeps as many trips as it may (made through the same call).
  for (let n = 0; n < MEMBER_TRIPS_MAX; n += 1) {
    const made = await page.request.post(`${site}${memberApiPath('tourAdaptation', 'zh-tw')}`, {
      headers: { ...API_HEADERS, 'Idempotency-Key': randomUUID() },
      data: { id: TOUR, name: `行程 ${n}`, token },
    });
    expect(made.status()).toBe(201);
  }

  await page.goto(`${site}/pwa/#/zh-tw/?tour=${TOUR}`);
  await page.getByRole('button', { name: '改編此行程' }).click();
  const dialog = page.getByRole('dialog', { name: '改編此行程' });
  const name = dialog.getByRole('textbox');
  await name.fill('再一個');
  await dialog.getByRole('button', { name: '改編', exact: true }).click();
  const tips = page.getByRole('alert');
  await expect(tips).toContainText(`您已保存 ${MEMBER_TRIPS_MAX} 個行程，已達帳號上限。`);
  await expect(dialog).toBeHidden();
  await lookAt(page, 'trip-refused-zh-tw.png');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '改編此行程' }).click();
  await expect(page.getByRole('dialog', { name: '改編此行程' }).getByRole('textbox')).toHaveValue(
    '',
  );
});
