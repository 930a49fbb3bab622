import type { Locator, Page } from '@playwright/test';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import { expectNoAxeViolations, lookAt, test, untilStill } from './support';
import { dialogOf, expect, pageWithoutWorker, section } from './place-overlay.support';

/**
 * The weather widget (requirements §3 Weather) on the attraction detail and on the service area's
 * weather and tides pages (requirements §2 Service); a failed upstream keeps the last values,
 * greyed with their time (requirements §9).
 *
 * What each screen shows from the server's data, in every language (the tiles, their sources, the
 * sample badge, the levels' colours, a failed part, the refused location's note), is checked by
 * the screen tests (web/test/screens/conditions.test.tsx); here, in English, what needs a browser:
 * the parts keeping their space as they load, the kept values across a reload, and axe.
 */

// Pine Garden, Hualien City.
const ATTRACTION = 305;
const HUALIEN_CITY = 970;
const LIVE_CALLS = /\/opendata\/(WeatherForecast|sunrise|moonrise|UV|aqi|Tidal|Walrus|Swell)(\?|$)/;

/** Every part of the widget has answered: each tile shows its source line, none says Loading. */
async function expectAnswered(widget: Locator): Promise<void> {
  const tiles = widget.locator('.condition');
  await expect(tiles).toHaveCount(9);
  await expect(widget.locator('.condition .condition-stamp')).toHaveCount(9);
  await expect(widget.locator('.weather-day').first()).toBeVisible();
}

interface ShiftLog {
  widgetShifts: string[];
}

/** Notes every layout shift that moved a part of the widget. */
async function recordWidgetShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log = window as unknown as ShiftLog;
    log.widgetShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node | null }[];
      }[]) {
        const moved = entry.sources
          .map((source) => source.node)
          .filter(
            (node): node is Element => node instanceof Element && !!node.closest('.conditions'),
          );
        if (moved.length > 0) log.widgetShifts.push(moved.map((node) => node.className).join(' '));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  await untilStill(page);
  await lookAt(page, `${name}.png`, { fullPage: true });
}

test('the attraction detail shows the whole widget, accessibly', async ({ page }) => {
  await page.goto(`/pwa/#/en/?attraction=${ATTRACTION}`);
  const widget = section(dialogOf(page), 'Weather');
  await expectAnswered(widget);
  await expectNoAxeViolations(page);
  for (const [part, at] of [
    ['forecast', widget.locator('.conditions-forecast')],
    ['tiles', widget.locator('.condition').last()],
  ] as const) {
    await at.scrollIntoViewIfNeeded();
    await shoot(page, `conditions-attraction-en-${part}-390`);
  }
});

test('the service weather and tides pages keep their space as they load, accessibly', async ({
  page,
}) => {
  await recordWidgetShifts(page);
  await page.goto('/pwa/#/en/service/weather');
  const local = page.locator('.local-conditions');
  await expectAnswered(local);
  // The parts' space is kept while they load: nothing in the widget moved when they came.
  expect(await page.evaluate(() => (window as unknown as ShiftLog).widgetShifts)).toEqual([]);
  await expectNoAxeViolations(page);
  await shoot(page, 'conditions-service-weather-en-390');

  await page.getByRole('combobox').selectOption(String(HUALIEN_CITY));
  await expect(page.getByRole('heading', { level: 2, name: 'Hualien City' })).toBeVisible();
  await expectAnswered(page.locator('.conditions'));
  await expectNoAxeViolations(page);

  await page.goto(`/pwa/#/en/service/tides/${HUALIEN_CITY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tides and the sea' })).toBeVisible();
  await expect(page.locator('.conditions-section .condition-stamp')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await shoot(page, 'conditions-service-tides-en-390');
});

/** The app's kept query cache (IndexedDB, idb-keyval's store), as text. */
const keptCache = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result
            .transaction('keyval', 'readonly')
            .objectStore('keyval')
            .get('ecg.queries');
          request.onsuccess = () =>
            resolve(typeof request.result === 'string' ? request.result : '');
          request.onerror = () => reject(request.error);
        };
      }),
  );

test('when asking again fails, the last values stay, greyed with their time, never as current', async ({
  browser,
}) => {
  const page = await pageWithoutWorker(browser);
  // Morning, then the afternoon of the same Taipei day: every answer is past its freshness.
  const today = taipeiDate(Date.now());
  // A clock that runs (a frozen one would stop the app's saving of its answers, which waits on it).
  await page.clock.install({ time: new Date(`${today}T08:00:00+08:00`) });
  await page.goto(`/pwa/#/en/service/weather/${HUALIEN_CITY}`);
  const widget = page.locator('.conditions');
  await expectAnswered(widget);
  await expect(widget.locator('.condition--kept')).toHaveCount(0);
  await expect
    .poll(async () => {
      const kept = await keptCache(page);
      return ['weather', 'sunrise', 'moonrise', 'uv', 'aqi', 'tidal', 'walrus'].every((call) =>
        kept.includes(`"${call}"`),
      );
    })
    .toBe(true);

  await page.route(LIVE_CALLS, (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'upstream failed' } }),
  );
  await page.clock.setSystemTime(new Date(`${today}T15:30:00+08:00`));
  await page.reload();
  await expect(widget.locator('.condition--kept')).toHaveCount(9);
  await expect(widget.locator('.weather--kept')).toBeVisible();
  for (const tile of await widget.locator('.condition').all()) {
    await expect(tile.getByText('Not updated', { exact: true })).toBeVisible();
    await expect(tile.locator('.condition-stamp time')).toHaveText(/^(\d{2}\/\d{2} )?\d{2}:\d{2}$/);
  }
  await expectNoAxeViolations(page);
  await shoot(page, 'conditions-kept-en-390');
  await page.context().close();
});

test.describe('a visitor who refuses the location', () => {
  test.use({ permissions: [] });

  test('gets the hint, then the conditions near the visitor centre, accessibly', async ({
    page,
  }) => {
    await page.goto('/pwa/#/en/service/weather');
    const hint = page.getByRole('dialog', { name: 'Location is not available' });
    await expect(hint).toBeVisible();
    await hint.getByRole('button', { name: 'OK' }).click();
    const local = page.locator('.local-conditions');
    await expect(local.locator('.local-conditions__note')).toBeVisible();
    await expectAnswered(local);
    await expectNoAxeViolations(page);
    await shoot(page, 'conditions-service-weather-refused-en-390');
  });
});
