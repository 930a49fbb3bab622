import type { Locator, Page } from '@playwright/test';
import { UV_LEVELS } from '@ecg/domain/rules/air-quality';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import { expectNoAxeViolations, lookAt, test, untilStill } from './support';
import { dialogOf, expect, pageWithoutWorker, section } from './place-overlay.support';

/**
 * The weather widget complete (requirements §3 Weather) on the attraction
 * detail and on the service area's weather and tides pages (requirements §2 Service), in zh-tw,
 * en and ja, each value with its source and the sample badge while the server has no keys; a
 * failed upstream keeps the last values, greyed with their time (requirements §9).
 */

const LANGS = [
  { lang: 'zh-tw', weather: '天氣', sample: '範例資料', stale: '未能更新', tides: '潮汐與海況' },
  {
    lang: 'en',
    weather: 'Weather',
    sample: 'Sample data',
    stale: 'Not updated',
    tides: 'Tides and the sea',
  },
  {
    lang: 'ja',
    weather: '天気',
    sample: 'サンプルデータ',
    stale: '更新できません',
    tides: '潮汐と海',
  },
] as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const;

const UV_TITLE = { 'zh-tw': '紫外線指數', en: 'UV index', ja: 'UVインデックス' } as const;
/** The five colours of requirements §4's UV levels, as the browser computes them. */
const UV_COLOURS = new RegExp(
  UV_LEVELS.map(({ colour }) => {
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
    return `^rgb\\(${r}, ${g}, ${b}\\)$`;
  }).join('|'),
);

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

for (const { lang, weather, sample } of LANGS) {
  test(`the attraction detail shows the whole widget in ${lang}, as sample data`, async ({
    page,
  }) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`/pwa/#/${lang}/?attraction=${ATTRACTION}`);
      const widget = section(dialogOf(page), weather);
      await expectAnswered(widget);
      await expect(widget.getByText(sample, { exact: true }).first()).toBeVisible();
      // UV and air quality, each level on its colour (requirements §4).
      await expect(widget.locator('.condition-level')).toHaveCount(2);
      await expect(
        widget.locator('.condition', { hasText: UV_TITLE[lang] }).locator('.condition-level'),
      ).toHaveCSS('background-color', UV_COLOURS);
      // The overlay scrolls inside itself: a picture of the screen at the widget, then at its
      // tiles.
      for (const [part, at] of [
        ['forecast', widget.locator('.conditions-forecast')],
        ['tiles', widget.locator('.condition').last()],
      ] as const) {
        await at.scrollIntoViewIfNeeded();
        await untilStill(page);
        await lookAt(page, `conditions-attraction-${lang}-${part}-${viewport.width}.png`);
      }
      await expectNoAxeViolations(page);
    }
  });

  test(`the service weather page, where the visitor is and in a chosen township, in ${lang}`, async ({
    page,
  }) => {
    await recordWidgetShifts(page);
    await page.goto(`/pwa/#/${lang}/service/`);
    await page.getByRole('link', { name: new RegExp(`^${weather}`) }).click();
    await expect(page).toHaveURL(new RegExp(`#/${lang}/service/weather$`));
    const local = page.locator('.local-conditions');
    await expectAnswered(local);
    await expect(local.getByText(sample, { exact: true }).first()).toBeVisible();
    // The parts' space is kept while they load: nothing in the widget moved when they came.
    expect(await page.evaluate(() => (window as unknown as ShiftLog).widgetShifts)).toEqual([]);
    await expectNoAxeViolations(page);
    await shoot(page, `conditions-service-weather-${lang}-390`);

    await page.getByRole('combobox').selectOption(String(HUALIEN_CITY));
    await expect(page).toHaveURL(new RegExp(`#/${lang}/service/weather/${HUALIEN_CITY}$`));
    await expect(
      page.getByRole('heading', { level: 2, name: /花蓮市|Hualien City/ }),
    ).toBeVisible();
    await expectAnswered(page.locator('.conditions'));
    await page.setViewportSize(VIEWPORTS[1]);
    await expectNoAxeViolations(page);
    await shoot(page, `conditions-service-weather-${lang}-${HUALIEN_CITY}-768`);
  });
}

for (const { lang, sample, tides } of LANGS) {
  test(`the service tides page lists the tides, the sea stations and the sea forecast in ${lang}`, async ({
    page,
  }) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`/pwa/#/${lang}/service/tides/${HUALIEN_CITY}`);
      await expect(page.getByRole('heading', { level: 1, name: tides })).toBeVisible();
      const sections = page.locator('.conditions-section');
      await expect(sections).toHaveCount(3);
      await expect(page.locator('.conditions-section .condition-stamp')).toHaveCount(3);
      await expect(sections.first().locator('.conditions-row li').first()).toBeVisible();
      await expect(page.getByText(sample, { exact: true }).first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(tides));
      await expectNoAxeViolations(page);
      await shoot(page, `conditions-service-tides-${lang}-${viewport.width}`);
    }
  });
}

test('a failed UV call hides nothing else: the tile says so', async ({ browser }) => {
  const page = await pageWithoutWorker(browser);
  await page.route(/\/opendata\/UV\?/, (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'CWA did not answer' } }),
  );
  await page.goto(`/pwa/#/en/service/weather/${HUALIEN_CITY}`);
  const uv = page.locator('.condition', { hasText: 'UV index' });
  await expect(uv).toContainText('Not available right now');
  await expect(page.locator('.condition .condition-stamp')).toHaveCount(8);
  await expect(page.locator('.weather-day').first()).toBeVisible();
  await page.context().close();
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

  test('gets the hint, then the conditions near the visitor centre, said so', async ({ page }) => {
    await page.goto('/pwa/#/en/service/weather');
    const hint = page.getByRole('dialog', { name: 'Location is not available' });
    await expect(hint).toBeVisible();
    await hint.getByRole('button', { name: 'OK' }).click();
    const local = page.locator('.local-conditions');
    await expect(local.locator('.local-conditions__note')).toHaveText(
      'Your location is not known: these are the conditions near the visitor centre.',
    );
    // The default position (requirements §9) lies in a township: its forecast comes.
    await expect(local.locator('.weather-day').first()).toBeVisible();
    await expect(local.locator('.condition')).toHaveCount(9);
    await expectNoAxeViolations(page);
    await shoot(page, 'conditions-service-weather-refused-en-390');
  });
});
