import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  BoardFlight,
  FlightBoardAnswer,
  FlightScheduleAnswer,
  FlightsTodayAnswer,
  LiveMeta,
} from '@ecg/domain/contracts';
import { allowPosition, json, openApp, standIn } from './app-screen';

/*
 * Flights (docs/transport.md): the screen and the Transport page's card, without a TDX key as
 * the screens' server runs (no flight at all, the airports' own phones), and with a board, a
 * timetable and a day answered here in the contracts' shapes. e2e/transport-flights.spec.ts
 * keeps what needs a browser and a TDX stand-in: the whole chain from TDX, axe, a phone's width.
 */

const meta: LiveMeta = {
  source: 'upstream',
  provider: 'TDX',
  fetchedAt: '2026-12-01 14:00:00',
  observedAt: '2026-12-01 13:55:00',
  stale: false,
  location: 'TTT',
};

const flight = (overrides: Partial<BoardFlight>): BoardFlight => ({
  airline: 'B7',
  flight: 'B7 8710',
  from: 'TTT',
  to: 'TSA',
  scheduled: '2026-12-01 17:10',
  status: 'on-time',
  remark: '準時',
  remarkEn: 'ON TIME',
  ...overrides,
});

const lastBack = flight({ gate: '2', checkCounter: '1-4' });
const departures: FlightBoardAnswer = {
  success: true,
  meta,
  data: {
    airport: 'TTT',
    direction: 'departures',
    date: '2026-12-01',
    contact: { airport: 'TTT', phone: '(089)362530、(089)362531' },
    flights: [
      flight({
        flight: 'B7 8702',
        scheduled: '2026-12-01 07:40',
        actual: '2026-12-01 07:46',
        status: 'departed',
        remark: '已飛',
        remarkEn: 'DEPARTED',
      }),
      flight({
        airline: 'AE',
        flight: 'AE 392',
        scheduled: '2026-12-01 12:30',
        estimated: '2026-12-01 14:40',
        status: 'delayed',
        gate: '1',
        remark: '延誤',
        remarkEn: 'DELAYED',
      }),
      lastBack,
      flight({
        flight: 'B7 8716',
        scheduled: '2026-12-01 19:20',
        status: 'cancelled',
        remark: '取消',
        remarkEn: 'CANCELLED',
      }),
      flight({
        airline: 'DA',
        flight: 'DA 7015',
        to: 'GNI',
        scheduled: '2026-12-01 15:20',
        status: 'other',
        remark: '時間更改',
        remarkEn: 'SCHEDULE CHANGE',
      }),
    ],
    lastBack,
  },
};

const arrivals: FlightBoardAnswer = {
  success: true,
  meta,
  data: {
    airport: 'TTT',
    direction: 'arrivals',
    date: '2026-12-01',
    flights: [
      flight({
        flight: 'B7 8701',
        from: 'TSA',
        to: 'TTT',
        scheduled: '2026-12-01 07:00',
        actual: '2026-12-01 06:58',
        status: 'arrived',
        baggageClaim: '1',
      }),
    ],
  },
};

const july: FlightScheduleAnswer = {
  success: true,
  meta: { ...meta, location: 'Domestic' },
  data: {
    month: '2027-07',
    contacts: [],
    flights: [
      {
        airline: 'B7',
        flight: 'B7 8720',
        from: 'TTT',
        to: 'TSA',
        departs: '20:00',
        arrives: '21:00',
        days: [false, true, false, true, false, true, false],
        validFrom: '2027-07-01',
        validTo: '2027-07-31',
      },
    ],
  },
};

const today: FlightsTodayAnswer = {
  success: true,
  meta,
  data: {
    contacts: [],
    airports: [
      { airport: 'TTT', flights: 11, cancelled: 2, delayed: 1, lastBack },
      { airport: 'GNI', flights: 2, cancelled: 0, delayed: 0 },
    ],
  },
};

describe('the flights screen without a TDX key', () => {
  it.each([
    ['en', 'Flights', 'Live flight data is not connected yet', 'Taitung'],
    ['zh-tw', '航班', '即時航班資料尚未連線', '臺東'],
    ['ja', 'フライト', 'リアルタイムの運航情報はまだ接続されていません', '台東'],
  ])(
    "%s: says what it would show and gives the airport's phone, no flight",
    async (lang, title, noKey, taitung) => {
      await openApp(`/${lang}/search/airplane/flights`);
      await screen.findByRole('heading', { level: 1, name: title });
      const note = await screen.findByRole('note');
      expect(within(note).getByText(noKey)).toBeTruthy();
      expect(within(note).getByText(new RegExp(taitung))).toBeTruthy();
      expect(within(note).getByRole('link', { name: '089-362530' }).getAttribute('href')).toBe(
        'tel:089362530',
      );
      expect(within(note).getByRole('link', { name: '089-362531' })).toBeTruthy();
      expect(document.querySelector('.flight-row')).toBeNull();
    },
  );
});

describe('the flights screen with a board', () => {
  it('shows the day in time order, each state in words, check-in and the last flight back', async () => {
    standIn(/\/opendata\/flights\?.*direction=departures/, () => json(departures));
    standIn(/\/opendata\/flights\?.*direction=arrivals/, () => json(arrivals));
    await openApp('/en/search/airplane/flights');
    const rows = await screen.findAllByRole('listitem');
    const board = rows.filter((row) => row.classList.contains('flight-row'));
    expect(board.map((row) => row.querySelector('.flight-status')?.textContent)).toEqual([
      'Departed',
      'Delayed',
      'On time',
      'Cancelled',
      // Words the app does not know are the airport's own.
      '時間更改',
    ]);
    expect(board[0]?.textContent).toContain('Left at 07:46');
    expect(board[1]?.textContent).toContain('Mandarin Airlines');
    expect(board[1]?.textContent).toContain('Now expected at 14:40');
    expect(board[1]?.textContent).toContain('Gate 1');
    expect(board[2]?.textContent).toContain('To Taipei Songshan');
    expect(board[2]?.textContent).toContain('Check-in 16:10–16:40');
    expect(board[0]?.textContent).not.toContain('Check-in');
    expect(screen.getByText('Last flight back today:').parentElement?.textContent).toContain(
      '17:10 B7 8710, Taitung → Taipei Songshan',
    );
    expect(
      screen.getByText(/Civil Aeronautics Administration's flight boards/).textContent,
    ).toContain('2026-12-01 13:55');

    fireEvent.click(screen.getByRole('button', { name: 'Arrivals' }));
    await waitFor(() => expect(screen.getByText(/Landed at 06:58/)).toBeTruthy());
    expect(screen.getByText(/Baggage belt 1/)).toBeTruthy();
    expect(screen.queryByText('Last flight back today:')).toBeNull();
  });

  it('the timetable: a month picked shows its scheduled flights and days', async () => {
    standIn(/\/opendata\/flights\/schedule\?month=7$/, () => json(july));
    standIn(/\/opendata\/flights\/schedule\?month=(?!7$)/, () =>
      json({ ...july, data: { ...july.data, month: '2026-12', flights: [] } }),
    );
    standIn(/\/opendata\/flights\?/, () => json(departures));
    await openApp('/en/search/airplane/flights');
    fireEvent.click(await screen.findByRole('button', { name: 'Timetable' }));
    await screen.findByText('No scheduled flight to or from the coast in this month.');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '7' } });
    await screen.findByText('Flights scheduled in 2027-07, as the airlines filed them.');
    const row = document.querySelector('.flight-row');
    expect(row?.textContent).toContain('Taitung → Taipei Songshan');
    expect(row?.textContent).toContain('Mon Wed Fri');
    expect(row?.textContent).toContain('2027-07-01 to 2027-07-31');
  });

  it('a board that cannot be read says so and offers to ask again', async () => {
    standIn(/\/opendata\/flights\?/, () =>
      json({ success: false, message: 'TDX did not answer' }, 503),
    );
    await openApp('/en/search/airplane/flights');
    await screen.findByRole('button', { name: 'Try again' });
  });
});

describe('the flights card on the Transport page', () => {
  it('lights amber for a day with cancellations, naming them, with the last flight back', async () => {
    standIn(/\/opendata\/flights\/today/, () => json(today));
    await openApp('/en/search/airplane');
    const card = (await screen.findByRole('link', { name: 'Flights' })).closest('article');
    if (!card) throw new Error('no flights card');
    await waitFor(() => expect(within(card).getByText('Disrupted')).toBeTruthy());
    expect(card.textContent).toContain('Taitung: 2 cancelled, 1 delayed today');
    expect(card.textContent).toContain('17:10 B7 8710, Taitung → Taipei Songshan');
  });

  describe("the last flight back: the visitor's own airport, else each one's", () => {
    // The airports where the CAA's list places them, as the server gives them.
    const placed: FlightsTodayAnswer = {
      ...today,
      data: {
        contacts: [
          { airport: 'TTT', phone: '(089)362530', lat: 22.7563383575, lng: 121.107136418 },
          { airport: 'GNI', phone: '(089)671194', lat: 22.672361, lng: 121.466862 },
        ],
        airports: [
          { airport: 'TTT', flights: 11, cancelled: 0, delayed: 0, lastBack },
          {
            airport: 'GNI',
            flights: 4,
            cancelled: 0,
            delayed: 0,
            lastBack: flight({
              airline: 'DA',
              flight: 'DA 7012',
              from: 'GNI',
              to: 'TTT',
              scheduled: '2026-12-01 15:10',
            }),
          },
        ],
      },
    };
    const cardText = async () => {
      standIn(/\/opendata\/flights\/today/, () => json(placed));
      await openApp('/en/search/airplane');
      const card = (await screen.findByRole('link', { name: 'Flights' })).closest('article');
      if (!card) throw new Error('no flights card');
      await waitFor(() => expect(card.querySelector('.mode-card__last')).not.toBeNull());
      return card.querySelector('.mode-card__last')?.textContent;
    };
    const GREEN_ISLAND_BACK = '15:10 DA 7012, Green Island → Taitung';
    const TAITUNG_BACK = '17:10 B7 8710, Taitung → Taipei Songshan';

    it("on Green Island, the island's own", async () => {
      allowPosition({ latitude: 22.6709, longitude: 121.4689 });
      const said = await cardText();
      expect(said).toContain(GREEN_ISLAND_BACK);
      expect(said).not.toContain(TAITUNG_BACK);
    });

    it("on the coast, Taitung's", async () => {
      const said = await cardText();
      expect(said).toContain(TAITUNG_BACK);
      expect(said).not.toContain(GREEN_ISLAND_BACK);
    });

    it("where the visitor is not known, each airport's", async () => {
      allowPosition('never');
      const said = await cardText();
      expect(said).toContain(TAITUNG_BACK);
      expect(said).toContain(GREEN_ISLAND_BACK);
    });
  });

  it('without a key: no light but "No live data", and the airports\' phones', async () => {
    await openApp('/en/search/airplane');
    const card = (await screen.findByRole('link', { name: 'Flights' })).closest('article');
    if (!card) throw new Error('no flights card');
    await waitFor(() =>
      expect(within(card).getByText('Live flight status is not connected yet.')).toBeTruthy(),
    );
    expect(within(card).getByText('No live data')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '03-8210768' })).toBeTruthy();
  });
});
