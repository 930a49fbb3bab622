import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListPage, PlaceSummary } from '@ecg/domain/contracts';
import { DEFAULT_LOCATION } from '@ecg/domain/rules/directions';
import { formatDistance, type LatLng } from '@ecg/domain/rules/distance';
import { NEARBY_BUTTON_KINDS } from '@ecg/domain/rules/facilities';
import { allowPosition, openApp } from './app-screen';

/*
 * Nearby (requirements §2): the nearby lists nearest first with their distances in each
 * language's units, from the visitor or from the default position, the wait for the browser's
 * answer, and the zh-tw nearby buttons of an attraction. e2e/nearby.spec.ts keeps what needs a
 * browser: the ways into the map and Back, the buttons' message timing, busy and offline states,
 * the refusal hint, and axe.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
/** Hualien City's centre (Hualien Station's side of town), where the city's toilets are. */
const HUALIEN_CITY = { latitude: 23.9769, longitude: 121.6044 };
const HUALIEN_CITY_AT: LatLng = { lat: HUALIEN_CITY.latitude, lng: HUALIEN_CITY.longitude };

async function nearbyList(lang: string, list: string, at: LatLng): Promise<ListPage<PlaceSummary>> {
  const query = new URLSearchParams({ lat: String(at.lat), lng: String(at.lng), pageSize: '50' });
  const answer = await fetch(`/${lang}/opendata/${list}?${query.toString()}`, { headers: HEADERS });
  expect(answer.ok).toBe(true);
  return ((await answer.json()) as { data: ListPage<PlaceSummary> }).data;
}

/** The distance text a card shows: metres rounded down under 1 km, else km to one decimal. */
function distanceLabel(km: number, units: { m: string; km: string }): string {
  const shown = formatDistance(km);
  return shown.unit === 'm' ? `${shown.value} ${units.m}` : `${shown.value.toFixed(1)} ${units.km}`;
}

/** The first items of the API's answer are the first rows, in order, each with its distance. */
async function expectNearestFirst(
  answer: ListPage<PlaceSummary>,
  units: { m: string; km: string },
) {
  const first = answer.items.slice(0, 4);
  expect(first.length).toBeGreaterThan(1);
  const distances = answer.items.map((item) => item.distance ?? Number.NaN);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await waitFor(() =>
    expect(document.querySelector('.search-list .card__title')?.textContent).toBe(first[0]?.name),
  );
  const titles = [...document.querySelectorAll('.search-list .card__title')];
  for (const [index, item] of first.entries()) {
    expect(titles[index]?.textContent).toBe(item.name);
    const lines = document.querySelectorAll(
      `.search-list [aria-posinset="${index + 1}"] .search-card__line`,
    );
    expect(lines[lines.length - 1]?.textContent).toBe(distanceLabel(item.distance ?? NaN, units));
  }
}

describe('sharing the position', () => {
  it('the nearby tab lists attractions nearest first with their distance and count', async () => {
    allowPosition(HUALIEN_CITY);
    await openApp('/en/search/nearby/attractions');
    await screen.findByRole('heading', { level: 1, name: 'Nearby' });
    await screen.findByText('Nearest first, from where you are.');
    const answer = await nearbyList('en', 'attractions', HUALIEN_CITY_AT);
    await expectNearestFirst(answer, { m: 'm', km: 'km' });
    await waitFor(() =>
      expect(document.querySelector('.search-count')?.textContent).toBe(`${answer.total} results`),
    );
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe(
      '#/en/search/nearby/attractions?map=spots',
    );
  });

  it('lodging in zh-tw, with its units', async () => {
    allowPosition(HUALIEN_CITY);
    await openApp('/zh-tw/search/nearby/attractions');
    const lists = await screen.findByRole('navigation', { name: '附近清單' });
    fireEvent.click(within(lists).getByRole('link', { name: '住宿' }));
    await waitFor(() => expect(window.location.hash).toBe('#/zh-tw/search/nearby/accommodation'));
    await expectNearestFirst(await nearbyList('zh-tw', 'accommodations', HUALIEN_CITY_AT), {
      m: '公尺',
      km: '公里',
    });
  });

  it('attractions in ja, with their units', async () => {
    allowPosition(HUALIEN_CITY);
    await openApp('/ja/search/nearby/attractions');
    await expectNearestFirst(await nearbyList('ja', 'attractions', HUALIEN_CITY_AT), {
      m: 'm',
      km: 'km',
    });
  });
});

it('while the browser asks for the position, the nearby list waits and says why', async () => {
  // A prompt the visitor has not answered yet: the browser never calls back.
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: () => undefined,
      watchPosition: () => 1,
      clearWatch: () => undefined,
    },
  });
  await openApp('/en/search/nearby/attractions');
  const waiting = await screen.findByText(/Waiting for your location/);
  expect(waiting.closest('[role="status"]')?.textContent).toContain(
    'allow this app to use your location',
  );
  expect(document.querySelector('.search-list')).toBeNull();
});

it('refusing the position, the list is sorted from the default position, said so', async () => {
  allowPosition('refused');
  await openApp('/en/search/nearby/attractions');
  const hint = await screen.findByRole('dialog', { name: 'Location is not available' });
  fireEvent.click(within(hint).getByRole('button', { name: 'OK' }));
  await waitFor(() =>
    expect(screen.getByRole('note').textContent).toBe(
      'Your location is not shared, so distances are measured from near the visitor centre.',
    ),
  );
  const fromDefault = {
    lat: Number(DEFAULT_LOCATION.lat.toFixed(5)),
    lng: Number(DEFAULT_LOCATION.lng.toFixed(5)),
  };
  await expectNearestFirst(await nearbyList('en', 'attractions', fromDefault), {
    m: 'm',
    km: 'km',
  });
});

const LABELS: Record<(typeof NEARBY_BUTTON_KINDS)[number], string> = {
  'bus-stop': '公車站',
  toilet: '公共廁所',
  gas: '加油站',
  store: '便利商店',
};

it('the nearby buttons of an attraction: in zh-tw, in their order, the kinds held', async () => {
  const answer = await fetch('/zh-tw/opendata/facility-kinds', { headers: HEADERS });
  const counts = ((await answer.json()) as { data: { kind: string; count: number }[] }).data;
  const heldKinds = new Set(counts.filter(({ count }) => count > 0).map(({ kind }) => kind));
  const held = NEARBY_BUTTON_KINDS.filter((kind) => heldKinds.has(kind));
  expect(held.length, 'a kind of the buttons held on this server').toBeGreaterThan(0);
  const [nearest] = (await nearbyList('zh-tw', 'attractions', HUALIEN_CITY_AT)).items;
  await openApp(`/zh-tw/search/attractions/?attraction=${nearest?.id}`);
  const group = await screen.findByRole('region', { name: '週邊設施' });
  await waitFor(() =>
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(held.map((kind) => LABELS[kind])),
  );
});

it.each(['en', 'ja'])('the nearby buttons are not offered in %s', async (lang) => {
  const [nearest] = (await nearbyList('zh-tw', 'attractions', HUALIEN_CITY_AT)).items;
  await openApp(`/${lang}/search/attractions/?attraction=${nearest?.id}`);
  await waitFor(() => expect(document.querySelector('.place-actions')).not.toBeNull());
  expect(document.querySelector('.nearby-facilities')).toBeNull();
});
