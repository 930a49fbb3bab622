import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusStopsAnswer } from '@ecg/domain/contracts';
import en from '@/locales/content/en.json';
import ja from '@/locales/content/ja.json';
import zhTw from '@/locales/content/zh-tw.json';
import { allowPosition, DEFAULT_POSITION, json, openApp, standIn, t } from './app-screen';

/*
 * The buses' screen without a chosen stop: the stops near the visitor (requirements §2, §5, §8)
 * in each language, and each state of the position and the call. The screens' server holds no
 * bus stop (its importer had no TDX key), so the stops are a stand-in's answer in the facility
 * call's shape: made up, for tests.
 */

const NEARBY = /\/opendata\/nearbybusstops\?/;
const source = {
  id: 'tdx-bus',
  name: 'TDX bus stops',
  publisher: 'MOTC',
  licence: 'OGDL-1.0',
  attribution: 'TDX, MOTC',
  date: '2026-11-20',
};

const stopsAnswer = (data: BusStopsAnswer['data'], held = 40): BusStopsAnswer => ({
  success: true,
  data,
  meta: { kind: 'bus-stop', radius: 3000, total: data.length, held, sources: [source] },
});

const TWO_STOPS = (names: [string, string]) =>
  stopsAnswer([
    {
      id: 'tdx-bus-HUA1002',
      stop_name: names[0],
      latitude: 23.0209,
      longitude: 121.3328,
      distance: 850,
      routes: ['301', '1133'],
      source: 'tdx-bus',
    },
    {
      id: 'tdx-bus-THB3001',
      stop_name: names[1],
      latitude: 23.03,
      longitude: 121.33,
      distance: 1234,
      routes: [],
      source: 'tdx-bus',
    },
  ]);

describe.each([
  { lang: 'en', words: en, names: ['Cultural Park', 'Luye'], far: '1.2 km', near: '850 m' },
  { lang: 'zh-tw', words: zhTw, names: ['文創園區', '鹿野'], far: '1.2 公里', near: '850 公尺' },
  { lang: 'ja', words: ja, names: ['文創園區', '鹿野'], far: '1.2 km', near: '850 m' },
] as const)('the stops near the visitor in $lang', ({ lang, words, names, far, near }) => {
  it('nearest first, with distance and routes, each leading to its next buses', async () => {
    const asked: URLSearchParams[] = [];
    standIn(NEARBY, (url) => {
      asked.push(url.searchParams);
      return json(TWO_STOPS([...names]));
    });
    await openApp(`/${lang}/search/airplane/buses`);
    const section = await screen.findByRole('region', { name: words.buses.nearby.title });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(section).getAllByRole('listitem');
    const separator = words.search.listSeparator;
    expect(first?.textContent).toBe(
      `${names[0]}${near}${words.map.routes.replace('{{routes}}', `301${separator}1133`)}`,
    );
    expect(second?.textContent).toBe(`${names[1]}${far}`);
    // The map's bus-stop layer's call: the visitor's point, the kind's own radius.
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      lang,
      lat: DEFAULT_POSITION.latitude.toFixed(6),
      lng: DEFAULT_POSITION.longitude.toFixed(6),
    });
    fireEvent.click(within(section).getByRole('link', { name: names[0] }));
    await screen.findByRole('heading', {
      level: 2,
      name: words.buses.stopTitle.replace('{{stop}}', names[0]),
    });
    const back = screen.getByRole('link', { name: words.buses.nearby.back });
    fireEvent.click(back);
    await screen.findByRole('region', { name: words.buses.nearby.title });
  });
});

describe('the stops near the visitor, when there are none to list', () => {
  it('none within the radius: no bus stop information nearby', async () => {
    standIn(NEARBY, () => json(stopsAnswer([])));
    await openApp('/zh-tw/search/airplane/buses');
    await screen.findByText('週邊沒有公車站資訊');
  });

  it('no bus stop held at all (no TDX key at import): said so', async () => {
    await openApp('/en/search/airplane/buses');
    await screen.findByText(en.buses.nearby.noData);
  });

  it('the call failed: asks again on Retry', async () => {
    let fail = true;
    standIn(NEARBY, () =>
      fail ? json({ success: false, message: 'down' }, 503) : json(TWO_STOPS(['A', 'B'])),
    );
    await openApp('/en/search/airplane/buses');
    const retry = await screen.findByRole('button', { name: t('errors.retry') });
    fail = false;
    fireEvent.click(retry);
    await screen.findByRole('link', { name: 'A' });
  });
});

describe('the stops near the visitor, by what the browser says of the position', () => {
  it('while it asks: a wait, and no call', async () => {
    allowPosition('never');
    let asked = 0;
    standIn(NEARBY, () => {
      asked += 1;
      return json(stopsAnswer([]));
    });
    await openApp('/en/search/airplane/buses');
    const waiting = await screen.findByText(t('nearby.waiting'));
    expect(waiting.closest('[role="status"]')?.textContent).toContain(t('nearby.asking'));
    expect(asked).toBe(0);
  });

  it("refused: the location hint's words, then the screen's one way to the map", async () => {
    allowPosition('refused');
    await openApp('/ja/search/airplane/buses');
    const hint = await screen.findByRole('dialog');
    fireEvent.click(within(hint).getByRole('button', { name: 'OK' }));
    const section = await screen.findByRole('region', { name: ja.buses.nearby.title });
    const note = within(section).getByRole('note');
    expect(note.textContent).toContain(t('location.someFunctions'));
    expect(note.textContent).toContain(t('location.previouslyRejected'));
    // The screen's own link follows the note: said once, not in the note as well.
    expect(within(note).queryByRole('link')).toBeNull();
    const [toMap, ...more] = screen.getAllByRole('link', { name: ja.buses.onMap });
    expect(more).toEqual([]);
    expect(toMap?.getAttribute('href')).toBe('#/ja/search/airplane/buses?map=bus-stop');
  });
});
