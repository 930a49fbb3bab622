import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Attraction, WeatherAnswer } from '@ecg/domain/contracts';
import { WEATHER_DAYS_SHOWN } from '@ecg/domain/rules/weather-days';
import { json, openApp, standIn, withdrawStandIn } from './app-screen';
import { post } from './overlay-parts';

/*
 * The weather of an attraction (requirements §2, §5, §9) from the server's answer: the first
 * days, the sample label, the button's words, CWA's own words in zh-tw, Loading with a retry
 * while the call fails (requirements §8), No Data, and none for a shop. e2e/place-weather.spec.ts
 * keeps, in English, what needs a browser: the days hidden and shown on a phone and all at once
 * from tablet width, axe, and the Taipei today in a phone set to another time zone.
 */

// Pine Garden, Hualien City.
const id = 305;
const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
const WEATHER = /\/opendata\/WeatherForecast$/;

async function forecast(lang: string): Promise<WeatherAnswer> {
  const place = await post<Attraction>('/en/opendata/attractions/detail', { id });
  const answer = await fetch(`/${lang}/opendata/WeatherForecast`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ zipcode: place.zipcode }),
  });
  expect(answer.ok).toBe(true);
  return (await answer.json()) as WeatherAnswer;
}

/** The section a heading of exactly `title` heads, once the overlay shows it. */
async function weatherSection(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  const heading = await within(dialog).findByRole('heading', { name: title });
  const found = heading.closest('section');
  if (!found) throw new Error(`no section under ${title}`);
  return found as HTMLElement;
}

const forecastOf = (weather: HTMLElement) =>
  weather.querySelector('.conditions-forecast') as HTMLElement;
const daysOf = (weather: HTMLElement) => [...weather.querySelectorAll('.weather-day')];

/** How many days the page shows: near the end of the sample's week it holds fewer than three. */
const shownOf = (answer: WeatherAnswer) => Math.min(WEATHER_DAYS_SHOWN, answer.data.length);

describe('the weather of an attraction', () => {
  it('shows the forecast of its township, marked as a sample, with a button for the rest', async () => {
    const answer = await forecast('en');
    expect(answer.meta.source).toBe('sample');
    const shown = shownOf(answer);
    await openApp(`/en/?attraction=${id}`);
    const weather = await weatherSection('Weather');
    await waitFor(() => expect(daysOf(weather)).toHaveLength(shown));
    for (const [index, day] of answer.data.slice(0, shown).entries()) {
      expect(daysOf(weather)[index]?.textContent).toContain(`${day.temp_min}–${day.temp_max} °C`);
    }
    expect(daysOf(weather)[0]?.textContent).toContain(`Rain ${answer.data[0]?.pop}%`);
    expect(within(forecastOf(weather)).getByText('Sample data', { exact: true })).toBeTruthy();
    expect(weather.textContent).toContain('not real weather');
    if (shown > 1) {
      const more = within(weather).getByRole('button', {
        name: shown === 2 ? 'Show the next day' : `Show the next ${shown - 1} days`,
      });
      expect(more.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(more);
      const less = await within(weather).findByRole('button', { name: 'Show today only' });
      expect(less.getAttribute('aria-expanded')).toBe('true');
    }
  });

  it("reads CWA's own words in zh-tw", async () => {
    const answer = await forecast('zh-tw');
    await openApp(`/zh-tw/?attraction=${id}`);
    const weather = await weatherSection('天氣');
    await waitFor(() => expect(daysOf(weather).length).toBeGreaterThan(0));
    expect(daysOf(weather)[0]?.textContent).toContain(answer.data[0]?.comment ?? '');
    expect(within(forecastOf(weather)).getByText('範例資料', { exact: true })).toBeTruthy();
  });

  it('keeps saying Loading while the weather call fails, and asks again on request', async () => {
    const shown = shownOf(await forecast('en'));
    standIn(WEATHER, () => json({ success: false, message: 'CWA did not answer' }, 503));
    await openApp(`/en/?attraction=${id}`);
    const weather = await weatherSection('Weather');
    const retry = await within(weather).findByRole('button', { name: 'Try again' });
    // requirements §8: Loading stays on screen; a screen reader hears that the call failed.
    const loading = forecastOf(weather).querySelector('.status--loading') as HTMLElement;
    expect(loading.textContent).toContain('Loading');
    expect(within(loading).getByRole('status').textContent).toBe(
      'This could not be loaded. Check your connection and try again.',
    );
    expect(daysOf(weather)).toHaveLength(0);
    withdrawStandIn(WEATHER);
    fireEvent.click(retry);
    await waitFor(() => expect(daysOf(weather)).toHaveLength(shown));
  });

  it('says No Data when the forecast has no day', async () => {
    const answer = await forecast('en');
    standIn(WEATHER, () => json({ ...answer, data: [] }));
    await openApp(`/en/?attraction=${id}`);
    const weather = await weatherSection('Weather');
    await waitFor(() =>
      expect(within(forecastOf(weather)).getByRole('status').textContent).toBe('No Data'),
    );
  });

  it('shops have no weather', async () => {
    const answer = await fetch('/en/opendata/shops?type=cuisines&pageSize=5', { headers: HEADERS });
    const [shop] = ((await answer.json()) as { data: { items: { id: number }[] } }).data.items;
    if (!shop) throw new Error('no shop listed');
    await openApp(`/en/?shop=${shop.id}`);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { level: 1 });
    // The detail has come once its facts are there.
    await waitFor(() => expect(dialog.querySelector('.detail-facts')).not.toBeNull());
    expect(within(dialog).queryByRole('heading', { name: 'Weather' })).toBeNull();
  });
});
