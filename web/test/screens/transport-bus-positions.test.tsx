import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusPositionsAnswer } from '@ecg/domain/contracts';
import en from '@/locales/content/en.json';
import ja from '@/locales/content/ja.json';
import zhTw from '@/locales/content/zh-tw.json';
import { json, openApp, standIn } from './app-screen';

/*
 * Where a route's buses are now, on the buses' screen (docs/live-data.md, Buses): without a TDX
 * key (the screens' server has none) what it would show and where to look, never a plate; with
 * an answer, each bus by its plate, direction and time, and the way to the route's map. The
 * answers stand in for the server's; they were written from TDX's description, as its fixtures.
 */

const POSITIONS = /\/opendata\/bus-positions\?route=HUA301$/;
const ROUTE_PAGE = (lang: string) => `/${lang}/search/airplane/buses?stop=HUA1002&route=HUA301`;

const positionsAnswer = (buses: BusPositionsAnswer['data']['buses']): BusPositionsAnswer => ({
  success: true,
  data: {
    route: 'HUA301',
    routeName: '301',
    line: [
      { lat: 24.03143, lng: 121.62718 },
      { lat: 23.97624, lng: 121.60486 },
    ],
    stops: [{ stop: 'HUA1001', name: 'Qixingtan', lat: 24.03143, lng: 121.62718 }],
    buses,
  },
  meta: {
    source: 'upstream',
    provider: 'TDX',
    fetchedAt: '2026-11-25 14:00:00',
    observedAt: '2026-11-25 13:59:30',
    stale: false,
    location: 'HUA301',
  },
});

const TWO_BUSES = [
  { plate: 'KKA-1234', lat: 24.0051, lng: 121.6152, direction: 0, at: '2026-11-25 13:59:30' },
  { plate: 'KKA-5678', lat: 23.9874, lng: 121.6093, direction: 1, at: '2026-11-25 13:58:00' },
];

const section = async (title: string) =>
  screen.findByRole('region', { name: title.replace('{{route}}', '301') });

describe.each([
  { lang: 'en', words: en.buses },
  { lang: 'zh-tw', words: zhTw.buses },
  { lang: 'ja', words: ja.buses },
])('the buses of a route now in $lang', ({ lang, words }) => {
  it('without a key says what it would show and where to look, and no bus', async () => {
    await openApp(ROUTE_PAGE(lang));
    const shown = await screen.findByRole('region', {
      name: words.positions.title.replace('{{route}}', 'HUA301'),
    });
    const note = await within(shown).findByRole('note');
    expect(note.textContent).toContain(words.positions.notConnected.title);
    expect(note.textContent).toContain(words.positions.notConnected.meanwhile);
    expect(shown.querySelector('.bus-position')).toBeNull();
  });

  it('lists each bus by plate, direction and time, with the source and the map', async () => {
    standIn(POSITIONS, () => json(positionsAnswer(TWO_BUSES)));
    await openApp(ROUTE_PAGE(lang));
    const shown = await section(words.positions.title);
    await waitFor(() => expect(shown.querySelectorAll('.bus-position')).toHaveLength(2));
    const rows = [...shown.querySelectorAll('.bus-position')].map((row) => row.textContent);
    expect(rows).toEqual([
      `KKA-1234${words.direction['0']}${words.positions.reportedAt.replace('{{time}}', '13:59')}`,
      `KKA-5678${words.direction['1']}${words.positions.reportedAt.replace('{{time}}', '13:58')}`,
    ]);
    expect(shown.textContent).toContain(
      words.positions.sourceNote.replace('{{time}}', '2026-11-25 13:59'),
    );
    const link = within(shown).getByRole('link', { name: words.positions.onMap });
    expect(link.getAttribute('href')).toBe(`#${ROUTE_PAGE(lang)}&map=bus-route`);
  });
});

describe("a route's buses now, other states", () => {
  it('says when no bus of the route is on the road', async () => {
    standIn(POSITIONS, () => json(positionsAnswer([])));
    await openApp(ROUTE_PAGE('en'));
    const shown = await section(en.buses.positions.title);
    await within(shown).findByText(en.buses.positions.none);
    expect(within(shown).getByRole('link', { name: en.buses.positions.onMap })).toBeTruthy();
  });

  it('failed: says so and asks again on retry', async () => {
    let calls = 0;
    standIn(POSITIONS, () => {
      calls += 1;
      return calls === 1
        ? json({ success: false, message: 'TDX did not answer' }, 503)
        : json(positionsAnswer(TWO_BUSES));
    });
    await openApp(ROUTE_PAGE('en'));
    const shown = await screen.findByRole('region', {
      name: en.buses.positions.title.replace('{{route}}', 'HUA301'),
    });
    fireEvent.click(await within(shown).findByRole('button'));
    await waitFor(() => expect(shown.querySelectorAll('.bus-position')).toHaveLength(2));
  });
});
