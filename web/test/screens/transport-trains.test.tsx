import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, openApp, standIn } from './app-screen';

/*
 * The trains screen and card (docs/live-data.md, Trains). The screens' server has no TDX key,
 * so its own answer is `unconfigured`; the live answers below stand in for it, written from TDX's
 * description (server/test/fixtures/tdx/README.md: test data, every train made up).
 * e2e/transport-trains.spec.ts keeps the server's parsing against a TDX stand-in, a phone's
 * width and axe.
 */

const TRAINS = /\/opendata\/trains\?/;
const meta = {
  source: 'upstream',
  provider: 'TDX',
  fetchedAt: '2026-11-25 14:00:00',
  observedAt: '2026-11-25 04:10:00',
  stale: false,
};
const train = (no: string, fields: Record<string, unknown>) => ({
  no,
  type: 'local',
  typeName: 'Local Train',
  towards: 'Hualien',
  departs: '08:05',
  arrives: '09:40',
  bike: false,
  wheelchair: false,
  suspended: 'no',
  ...fields,
});
const LIVE = {
  success: true,
  meta,
  data: {
    date: '2026-11-25',
    from: '6000',
    to: '7000',
    boardsAt: '2026-11-25 14:00:00',
    trains: [
      train('9001', {
        type: 'puyuma',
        wheelchair: true,
        towards: 'Shulin',
        delayMinutes: 0,
        running: 'on-time',
      }),
      train('9005', {
        departs: '17:10',
        arrives: '19:55',
        bike: true,
        delayMinutes: 12,
        running: 'delayed',
      }),
      train('9009', { type: 'tze-chiang', departs: '23:59', arrives: '23:59', suspended: 'whole' }),
      train('9011', { departs: '23:58', arrives: '23:59' }),
    ],
    alerts: [
      {
        id: 'TEST-EAST',
        title: '測試：玉里—富里間路線檢修',
        description: '測試用通阻訊息。',
        status: 2,
        updatedAt: '2026-11-25 06:05:00',
        url: 'https://www.railway.gov.tw/',
      },
    ],
  },
};

describe('the trains screen', () => {
  it.each([
    [
      'en',
      'Trains',
      'Live train times are not connected yet',
      "Taitung station on Taiwan Railway's website",
    ],
    ['zh-tw', '火車', '尚未連接即時列車資訊', '臺鐵網站：臺東車站'],
    [
      'ja',
      '列車',
      'リアルタイムの列車情報はまだ接続されていません',
      '台湾鉄道のウェブサイト：臺東駅',
    ],
  ])(
    'without a TDX key (%s) says what it would show and where to look, and shows no train',
    async (lang, title, noKey, page) => {
      await openApp(`/${lang}/search/airplane/trains`);
      await screen.findByRole('heading', { level: 1, name: title });
      await screen.findByRole('heading', { level: 2, name: noKey });
      const link = await screen.findByRole('link', { name: page });
      expect(link.getAttribute('href')).toBe(
        'https://www.trc.com.tw/tra-tip-web/tip/tip00H/tipH41/viewStaInfo/6000',
      );
      expect(screen.getByRole('link', { name: /089-229687/ }).getAttribute('href')).toBe(
        'tel:089229687',
      );
      expect(screen.queryByRole('list', { name: /Trains from|列車/ })).toBeNull();
    },
  );

  it('asks for the stations of the address and lists their trains with what the boards say', async () => {
    let asked: URL | undefined;
    standIn(TRAINS, (url) => {
      asked = url;
      return json(LIVE);
    });
    await openApp('/en/search/airplane/trains?from=6000&to=7000');
    const list = await screen.findByRole('list', { name: /^Trains from Taitung to Hualien/ });
    expect(asked?.searchParams.get('from')).toBe('6000');
    expect(asked?.searchParams.get('to')).toBe('7000');
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.className.startsWith('train'));
    expect(rows).toHaveLength(4);
    expect(rows[0]?.textContent).toContain('Puyuma Express 9001');
    expect(rows[0]?.textContent).toContain('towards Shulin');
    expect(rows[0]?.textContent).toContain('On time');
    expect(rows[0]?.textContent).toContain('Wheelchair seating');
    expect(rows[1]?.textContent).toContain('12 minutes late');
    expect(rows[1]?.textContent).toContain('Bikes on board');
    expect(rows[2]?.textContent).toContain('Not running today');
    expect(screen.getByRole('heading', { name: 'Railway alerts' })).toBeTruthy();
    expect(screen.getByText('測試：玉里—富里間路線檢修')).toBeTruthy();
    expect(screen.getByText(/Taiwan Railway's timetable .* updated 2026-11-25 04:10/)).toBeTruthy();
  });

  it('says so when no train runs that day', async () => {
    standIn(TRAINS, () => json({ ...LIVE, data: { ...LIVE.data, trains: [], alerts: [] } }));
    await openApp('/ja/search/airplane/trains?from=7000&to=6000');
    await screen.findByText('この日、この2駅の間を走る列車はありません。');
  });

  it('offers to ask again when the server cannot answer', async () => {
    standIn(TRAINS, () => json({ success: false, message: 'TDX did not answer' }, 503));
    await openApp('/en/search/airplane/trains');
    await screen.findByRole('button', { name: 'Try again' });
  });
});

describe('the trains card on the Transport page', () => {
  it('lights from TRA’s alerts and names the last train back today', async () => {
    standIn(TRAINS, () => json(LIVE));
    await openApp('/en/search/airplane/');
    await screen.findByText('1 railway alert in the region');
    // 23:59 is suspended: the last running train is 23:58's 9011.
    await screen.findByText(/Last train Taitung → Hualien today: 23:58, Local 9011/);
  });

  it('without a key the light is unknown and the card says where to look', async () => {
    await openApp('/zh-tw/search/airplane/');
    await screen.findByText('尚未連接即時列車資訊，請見臺鐵網站。');
    await waitFor(() =>
      expect(document.querySelector('.mode-card__light--unknown')).not.toBeNull(),
    );
  });
});
