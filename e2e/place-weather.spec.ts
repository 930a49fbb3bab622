import type { Page } from '@playwright/test';
import type { WeatherAnswer } from '@ecg/domain/contracts';
import { WEATHER_DAYS_SHOWN } from '@ecg/domain/rules/weather-days';
import { lookAt, test } from './support';
import {
  HEADERS,
  detail,
  dialogOf,
  expect,
  expectOverlayAccessible,
  section,
} from './place-overlay.support';

/**
 * The weather of an attraction (requirements §2, §5, §9): the API's first three days from the Taipei
 * today, two of them behind a button on a phone and all three from tablet width, labelled as sample data while
 * the server has no CWA key. What the page shows of the answer in each language (CWA's words in
 * zh-tw, Loading with a retry while the call fails, No Data, none for a shop) is asserted in
 * web/test/screens/place-weather.test.tsx; this file keeps, in English, the days hidden and shown
 * by width, axe, and a phone in another time zone (the browser's own clock and zone).
 */

// Pine Garden, Hualien City.
const id = 305;

async function forecast(
  request: Parameters<typeof detail>[0],
  lang: string,
  zipcode: number,
): Promise<WeatherAnswer> {
  const answer = await request.post(`/${lang}/opendata/WeatherForecast`, {
    data: { zipcode },
    headers: HEADERS,
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as WeatherAnswer;
}

const weatherOf = (page: Page) => section(dialogOf(page), 'Weather');
/** The forecast days of the widget, apart from its other conditions (conditions.spec.ts). */
const forecastOf = (page: Page) => weatherOf(page).locator('.conditions-forecast');

/**
 * How many days the page shows of this answer. The sample keeps the dates it was written for
 * (data/samples/README.md) and the server starts it at today, so near the end of its week it
 * holds fewer than three days.
 */
const shownOf = (answer: WeatherAnswer) => Math.min(WEATHER_DAYS_SHOWN, answer.data.length);

test('an attraction shows the forecast of its township, marked as a sample', async ({
  page,
  request,
}) => {
  const place = await detail(request, 'attraction', id);
  const answer = await forecast(request, 'en', place.zipcode);
  expect(answer.meta.source).toBe('sample');
  const shown = shownOf(answer);
  await page.goto(`/pwa/#/en/?attraction=${id}`);

  const weather = weatherOf(page);
  const days = weather.locator('.weather-day');
  await expect(days).toHaveCount(shown);
  const [first] = answer.data;
  if (!first) throw new Error('the sample has no day');
  await expect(days.first()).toBeVisible();
  await expect(days.first()).toContainText(`${first.temp_min}–${first.temp_max} °C`);
  await expect(forecastOf(page).getByText('Sample data', { exact: true })).toBeVisible();

  if (shown > 1) {
    await expect(days.nth(1)).toBeHidden();
    const more = weather.getByRole('button', {
      name: shown === 2 ? 'Show the next day' : `Show the next ${shown - 1} days`,
    });
    await more.scrollIntoViewIfNeeded();
    await lookAt(page, 'overlay-attraction-weather-390.png');
    await more.click();
    await expect(weather.getByRole('button', { name: 'Show today only' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  for (const [index, day] of answer.data.slice(0, shown).entries()) {
    await expect(days.nth(index)).toBeVisible();
    await expect(days.nth(index)).toContainText(`${day.temp_min}–${day.temp_max} °C`);
  }
  await expectOverlayAccessible(page);
  await lookAt(page, 'overlay-attraction-weather-open-390.png');

  // From tablet width the days show at once, and the button is gone.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.reload();
  await expect(weatherOf(page).locator('.weather-day')).toHaveCount(shown);
  for (let index = 0; index < shown; index += 1) {
    await expect(weatherOf(page).locator('.weather-day').nth(index)).toBeVisible();
  }
  await expect(weatherOf(page).getByRole('button')).toBeHidden();
  await weatherOf(page).scrollIntoViewIfNeeded();
  await lookAt(page, 'overlay-attraction-weather-768.png');
});

test.describe('in a phone set to another time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('the first day is the Taipei today, labelled so, before and after midnight in Taiwan', async ({
    page,
    request,
  }) => {
    const place = await detail(request, 'attraction', id);
    const dates = (await forecast(request, 'en', place.zipcode)).data.map((day) =>
      day.standard_time.slice(0, 10),
    );
    const first = dates[0];
    if (!first) throw new Error('the forecast has no day');
    const next = dates[1] ?? first;
    // The evening of the answer's first day, then the small hours of the next, in Taipei: in
    // Los Angeles both are the morning of the same day.
    for (const [taipeiTime, today] of [
      [`${first}T23:30:00+08:00`, first],
      [`${next}T00:30:00+08:00`, next],
    ] as const) {
      await page.clock.setFixedTime(new Date(taipeiTime));
      await page.goto(`/pwa/#/en/?attraction=${id}`);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        'America/Los_Angeles',
      );
      const card = weatherOf(page).locator('.weather-day').first();
      await expect(card.locator('time')).toHaveAttribute('datetime', today);
      await expect(card.locator('time')).toHaveText('Today');
      await card.scrollIntoViewIfNeeded();
      await lookAt(page, `overlay-attraction-weather-la-${taipeiTime.slice(11, 13)}h-390.png`);
      await page.goto('about:blank');
    }
  });
});
