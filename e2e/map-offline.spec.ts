import type { ListPage, PlaceSummary } from '@ecg/domain/contracts';
import { keptKeys } from './kept-cache';
import { mapPanel, openMapBy, VISITOR } from './map.support';
import {
  believeAlwaysOnline,
  expect,
  expectNoAxeViolations,
  goOffline,
  lookAt,
  test,
  waitForServiceWorker,
} from './support';

// These tests need the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

/** The first opening brings the map's chunk and every attraction: slow on a busy machine. */
const SLOW = { timeout: 20_000 };

/** Where the visitor has driven on to, offline: 2.2 km north of where the map was opened. */
const MOVED = { lat: VISITOR.lat + 0.02, lng: VISITOR.lng };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('offline and elsewhere, the map still holds every attraction and the toilets seen before', async ({
  page,
  context,
  request,
}) => {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const around = async (at: typeof VISITOR) => {
    const answer = await request.get(
      `/en/opendata/attractions?lat=${at.lat}&lng=${at.lng}&radius=20&pageSize=1`,
      { headers },
    );
    return ((await answer.json()) as { data: ListPage<PlaceSummary> }).data.items[0]?.name;
  };
  const [nearestThere, nearestHere] = [await around(VISITOR), await around(MOVED)];
  if (!nearestHere) throw new Error('the seed holds attractions near the visitor centre');
  // The list below is measured from where the visitor is now, not from where the map was opened.
  expect(nearestHere).not.toBe(nearestThere);
  await believeAlwaysOnline(page);
  await page.goto('/pwa/#/en/');
  await waitForServiceWorker(page);
  const panel = mapPanel(page);
  const count = panel.getByRole('button', { name: /^List \((\d+)\)$/ });

  // Online, by Duli: the attractions, then the toilets.
  await openMapBy(page, 'map=spots');
  await expect(panel.getByRole('button', { name: /^List \([1-9]\d*\)$/ })).toBeVisible(SLOW);
  await panel.getByRole('button', { name: 'Toilets', exact: true }).click();
  await expect(panel.getByRole('button', { name: /^List \([1-9]\d*\)$/ })).toBeVisible(SLOW);
  // The phone saves what it has a moment after the answers come: the toilets asked last, so
  // the attractions asked before them too.
  await expect
    .poll(async () => {
      const keys = await keptKeys(page);
      return keys.some((key) => key.startsWith('["facilities","en",{"kind":"toilet"'));
    }, SLOW)
    .toBe(true);

  // Offline, after a restart, 2 km further on.
  await goOffline(page);
  await context.setGeolocation({ latitude: MOVED.lat, longitude: MOVED.lng });
  await page.goto('/pwa/#/en/');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const cannotLoad = panel.getByText(
    'You are offline: the places of this layer cannot be loaded now.',
  );
  const list = panel.getByRole('region', { name: 'Places in view' });

  await openMapBy(page, 'map=spots');
  await expect(panel.getByRole('button', { name: /^List \([1-9]\d*\)$/ })).toBeVisible(SLOW);
  await expect(panel.locator('.map-marker').first()).toBeVisible();
  await count.click();
  await expect(list.getByRole('button').first()).toHaveText(
    new RegExp(`^${escaped(nearestHere)}, [\\d.]+ k?m$`),
    SLOW,
  );
  await expect(cannotLoad).toHaveCount(0);
  await panel.getByRole('button', { name: 'Map', exact: true }).click();
  await lookAt(page, 'map-offline-spots-en.png');

  // The toilets searched for by Duli are still there, and the map says they are the kept ones.
  await panel.getByRole('button', { name: 'Toilets', exact: true }).click();
  await expect(
    panel.getByText('Showing the places saved on this phone; there may be others nearby.'),
  ).toBeVisible(SLOW);
  await expect(panel.getByRole('button', { name: /^List \([1-9]\d*\)$/ })).toBeVisible();
  await expect(cannotLoad).toHaveCount(0);
  await expect(panel.locator('.map-marker').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'map-offline-toilets-en.png');
  await count.click();
  await expect(list.getByRole('button').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Map', exact: true }).click();

  // A layer never opened has nothing kept: it says so.
  await openMapBy(page, 'map=aed');
  await expect(cannotLoad).toBeVisible(SLOW);
  await expect(panel.getByRole('button', { name: 'List (0)' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('offline, a map never opened shows the attractions the list saved, and says they are those', async ({
  page,
}) => {
  await believeAlwaysOnline(page);
  await page.goto('/pwa/#/zh-tw/');
  await waitForServiceWorker(page);
  // Online, the attractions list only: the map is never opened.
  await page.goto('/pwa/#/zh-tw/search/attractions/');
  await expect(page.locator('.search-list .card').first()).toBeVisible(SLOW);
  await expect
    .poll(async () => (await keptKeys(page)).some((key) => key.startsWith('["attractions"')), SLOW)
    .toBe(true);

  await goOffline(page);
  await page.reload();
  await expect(page.locator('.search-list .card').first()).toBeVisible(SLOW);
  await openMapBy(page, 'map=spots');
  const panel = mapPanel(page);
  await expect(panel.getByText('顯示這支手機已儲存的地點，附近可能還有其他地點。')).toBeVisible(
    SLOW,
  );
  await expect(panel.getByRole('button', { name: /^清單（[1-9]\d*）$/ })).toBeVisible();
  await expect(panel.getByText('目前離線：暫時無法載入這個圖層的地點。')).toHaveCount(0);
  await expect(panel.locator('.map-marker').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'map-offline-list-spots-zh-tw.png');
});
