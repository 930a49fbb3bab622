import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusAlertsAnswer, BusArrivalsAnswer, BusTimetableAnswer } from '@ecg/domain/contracts';
import en from '@/locales/content/en.json';
import ja from '@/locales/content/ja.json';
import zhTw from '@/locales/content/zh-tw.json';
import { json, openApp, standIn } from './app-screen';

/*
 * The buses' screen and card of the Transport page (docs/live-data.md, Buses): a stop's next
 * buses as the server answers them, and a route run by headway, in each language; without a
 * TDX key (the screens' server has none) what would be shown and where to look, and never a
 * time. The answers with a key stand in for the server's; they were written from TDX's
 * description, as its test fixtures.
 */

const ARRIVALS = /\/opendata\/bus-arrivals\?stop=HUA1002$/;
const ALERTS = /\/opendata\/bus-alerts$/;
const meta = {
  source: 'upstream',
  provider: 'TDX',
  fetchedAt: '2026-11-25 14:00:00',
  observedAt: '2026-11-25 13:59:55',
  stale: false,
  location: 'HUA1002',
} as const;

const arrivalsAnswer = (stopName: string): BusArrivalsAnswer => ({
  success: true,
  data: {
    stop: 'HUA1002',
    stopName,
    arrivals: [
      {
        route: '301',
        routeUid: 'HUA301',
        direction: 0,
        shuttle: false,
        state: 'coming',
        minutes: 7,
        lastBus: true,
      },
      {
        route: '1133',
        routeUid: 'HUA1133',
        direction: 1,
        shuttle: false,
        state: 'not-departed',
        nextBusAt: '2026-11-25 15:10:00',
        lastBus: false,
      },
      {
        route: '302',
        routeUid: 'HUA302',
        direction: 0,
        shuttle: false,
        state: 'last-bus-gone',
        lastBus: false,
      },
    ],
  },
  meta,
});

const alertsAnswer: BusAlertsAnswer = {
  success: true,
  data: {
    alerts: [
      {
        id: 'City/HualienCounty|A1',
        network: 'City/HualienCounty',
        title: '301路因道路施工改道',
        description: '301路改道行駛，文創園區站暫停停靠。',
        status: 2,
        routes: ['301'],
      },
    ],
  },
  meta: { ...meta, location: undefined },
};

describe.each([
  {
    lang: 'en',
    words: en.buses,
    stopName: 'Cultural Park',
    minutes: '7 min',
    next: 'Next bus 15:10',
  },
  {
    lang: 'zh-tw',
    words: zhTw.buses,
    stopName: '文創園區',
    minutes: '約 7 分',
    next: '下一班 15:10',
  },
  { lang: 'ja', words: ja.buses, stopName: '文創園區', minutes: '約7分', next: '次のバス 15:10' },
])('the buses of a stop in $lang', ({ lang, words, stopName, minutes, next }) => {
  it('without a key says what it would show and where to look, and no time', async () => {
    await openApp(
      `/${lang}/search/airplane/buses?stop=HUA1002&name=${encodeURIComponent(stopName)}`,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(words.title);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain(words.notConnected.title);
    expect(note.textContent).toContain(words.notConnected.meanwhile);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      words.stopTitle.replace('{{stop}}', stopName),
    );
    expect(document.body.textContent).not.toMatch(/\d{1,2}:\d{2}/);
  });

  it("lists the stop's next buses, nearest first, with the last bus marked", async () => {
    standIn(ARRIVALS, () => json(arrivalsAnswer(stopName)));
    standIn(ALERTS, () => json(alertsAnswer));
    await openApp(`/${lang}/search/airplane/buses?stop=HUA1002`);
    await waitFor(() => expect(document.querySelectorAll('.bus-arrival')).toHaveLength(3));
    const rows = [...document.querySelectorAll('.bus-arrival')].map((row) => row.textContent);
    expect(rows[0]).toBe(`301${words.lastBus}${words.direction['0']}${minutes}`);
    expect(rows[1]).toBe(`1133${words.direction['1']}${next}`);
    expect(rows[2]).toBe(`302${words.direction['0']}${words.state['last-bus-gone']}`);
    const alerts = await screen.findByRole('region', { name: words.alerts });
    expect(within(alerts).getByText('301路因道路施工改道')).toBeTruthy();
  });
});

/** Route 301's service today, as the server answers it with a key. */
const timetableAnswer = (
  directions: BusTimetableAnswer['data']['directions'],
): BusTimetableAnswer => ({
  success: true,
  data: { route: 'HUA301', routeName: '301', day: '2026-11-25', directions },
  meta: { ...meta, location: 'HUA301' },
});

describe("a route's trips today at the stop", () => {
  it('opens from the route in the list, by direction, in order', async () => {
    const timetable = timetableAnswer([
      { direction: 0, headsign: '301 to Cultural Park', times: ['07:12', '09:42'], headways: [] },
    ]);
    const asked: string[] = [];
    standIn(ARRIVALS, () => json(arrivalsAnswer('Cultural Park')));
    standIn(ALERTS, () => json(alertsAnswer));
    standIn(/\/opendata\/bus-timetable\?/, (url) => {
      asked.push(url.search);
      return json(timetable);
    });
    await openApp('/en/search/airplane/buses?stop=HUA1002');
    fireEvent.click(await screen.findByRole('link', { name: '301' }));
    const section = await screen.findByRole('region', { name: 'Route 301 today' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe(
      'Outbound · 301 to Cultural Park',
    );
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['07:12', '09:42']);
    expect(asked).toEqual(['?route=HUA301&stop=HUA1002']);
  });
});

describe('a route run by headway', () => {
  const timetable = timetableAnswer([
    {
      direction: 1,
      times: [],
      headways: [
        { from: '06:00', to: '09:00', minMinutes: 15, maxMinutes: 20 },
        { from: '16:00', to: '19:00', minMinutes: 20, maxMinutes: 20 },
      ],
    },
  ]);

  it.each([
    ['en', 'Route 301 today', ['Every 15–20 min, 06:00–09:00', 'Every 20 min, 16:00–19:00']],
    ['zh-tw', '301 今日班次', ['06:00–09:00 每 15–20 分鐘一班', '16:00–19:00 每 20 分鐘一班']],
    ['ja', '301 の本日の便', ['06:00〜09:00 15〜20分間隔', '16:00〜19:00 20分間隔']],
  ])('says each period and how often, in %s', async (lang, title, periods) => {
    standIn(/\/opendata\/bus-timetable\?/, () => json(timetable));
    await openApp(`/${lang}/search/airplane/buses?stop=HUA1002&route=HUA301`);
    const section = await screen.findByRole('region', { name: title });
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(periods),
    );
  });
});

describe('the buses card of the Transport page', () => {
  it('without a key: grey, no data, where to look', async () => {
    await openApp('/en/search/airplane');
    const card = (await screen.findByRole('link', { name: en.buses.card.title })).closest(
      'article',
    );
    await waitFor(() => expect(card?.textContent).toContain(en.buses.card.noData));
    expect(card?.querySelector('.mode-card__light--unknown')).toBeTruthy();
    expect(card?.textContent).toContain(en.buses.card.notConnected);
  });

  it('amber with an alert in force, and the last bus back from the stop last looked at', async () => {
    standIn(ARRIVALS, () => json(arrivalsAnswer('Cultural Park')));
    standIn(ALERTS, () => json(alertsAnswer));
    window.localStorage.setItem('ecg.buses.stop', JSON.stringify({ stop: 'HUA1002' }));
    await openApp('/en/search/airplane');
    const card = (await screen.findByRole('link', { name: en.buses.card.title })).closest(
      'article',
    );
    await waitFor(() => expect(card?.querySelector('.mode-card__light--disrupted')).toBeTruthy());
    expect(card?.textContent).toContain(en.buses.card.alerts);
    await waitFor(() => expect(card?.textContent).toContain('301 from Cultural Park, 7 min'));
  });
});
