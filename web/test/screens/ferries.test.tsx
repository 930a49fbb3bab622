import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentLang, UiLang } from '@ecg/domain/rules/language';
import { FerriesView } from '@/features/transport/ferries/FerriesScreen';
import { loadContentStrings, startI18n } from '@/lib/i18n';
import { QueryClientProvider } from '@/lib/query';
import { createQueryClient } from '@/lib/query-client';
import { json, openApp, standIn } from './app-screen';

/*
 * The ferries screen (docs/live-data.md, Ferries) from answers of the ferries call. No
 * recorded TDX Ship answer exists: these answers are written for the test from the contract
 * (made-up trips, tests only). The crossing outlook beside them comes from the server's
 * recorded sample. The TransportPage dispatches `/search/airplane/ferries` to the screen, so
 * it is rendered here on its own.
 */

const port = (id: string, name: string) => ({ id, name });
const sailing = (
  tripId: string,
  fromPortId: string,
  fromPort: string,
  toPortId: string,
  toPort: string,
  departsAt: string,
  arrivesAt: string,
  status: 'scheduled' | 'stopped' | 'extra' = 'scheduled',
) => ({
  routeId: 'TEST-GI',
  tripId,
  fromPortId,
  fromPort,
  toPortId,
  toPort,
  departsAt,
  arrivesAt,
  status,
});

const back = sailing('T102', 'TWGNI', '南寮漁港', 'TWTTT', '富岡漁港', '09:10', '10:00');
const answer = (month: number, year: number, timetable: unknown[]) => ({
  success: true,
  data: {
    today: '2026-12-01',
    month,
    year,
    routes: [
      {
        id: 'TEST-GI',
        name: '測試富岡－綠島',
        from: port('TWTTT', '富岡漁港'),
        to: port('TWGNI', '南寮漁港'),
        vessels: ['測試一號'],
      },
    ],
    sailings: [
      {
        ...sailing('T101', 'TWTTT', '富岡漁港', 'TWGNI', '南寮漁港', '08:00', '08:50'),
        vessel: '測試一號',
      },
      back,
      sailing('T104', 'TWGNI', '南寮漁港', 'TWTTT', '富岡漁港', '16:00', '16:50', 'stopped'),
    ],
    timetable,
    specialDays: [],
    fares: [
      {
        routeId: 'TEST-GI',
        fromPort: '富岡漁港',
        toPort: '南寮漁港',
        name: '測試全票',
        ticketType: 1,
        fareClass: 1,
        price: 501,
      },
    ],
    news: [
      {
        id: 'TEST-N1',
        kind: 'stopped',
        title: '測試：12月1日下午富岡—綠島航線停航',
        description: '測試：16:00 綠島開往富岡班次停航。',
        publishedAt: '2026-12-01 06:30:00',
      },
    ],
    lastBack: [back],
  },
  meta: {
    source: 'upstream',
    provider: 'TDX',
    fetchedAt: '2026-12-01 09:58:00',
    observedAt: '2026-12-01 05:00:00',
    stale: false,
    location: 'TaitungCounty',
  },
});

const trip = (departsAt: string, validFrom: string, validTo: string) => ({
  routeId: 'TEST-GI',
  tripId: `S${departsAt}`,
  fromPortId: 'TWTTT',
  fromPort: '富岡漁港',
  toPortId: 'TWGNI',
  toPort: '南寮漁港',
  departsAt,
  days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  validFrom,
  validTo,
});
const DECEMBER = answer(12, 2026, [trip('08:00', '2026-10-16', '2027-03-14')]);
const JULY = answer(7, 2027, [trip('06:40', '2027-03-15', '2027-10-15')]);

async function openFerries(lang: ContentLang, uiLang: UiLang = lang): Promise<void> {
  await startI18n(uiLang);
  await loadContentStrings();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FerriesView lang={lang} />
    </QueryClientProvider>,
  );
}

const LANGS = [
  {
    lang: 'zh-tw',
    title: '綠島、蘭嶼交通船',
    stopped: '停航',
    last: '09:10 由綠島南寮漁港開往富岡',
    price: '新臺幣 501 元',
    july: '7月',
    call: '致電凱旋海運：089-281047',
  },
  {
    lang: 'en',
    title: 'Ferries to Green Island and Lanyu',
    stopped: 'Stopped',
    last: '09:10 from Nanliao Harbour, Green Island to Fugang',
    price: 'NT$501',
    july: 'July',
    call: 'Call 凱旋海運 (Kaixuan): 089-281047',
  },
  {
    lang: 'ja',
    title: '緑島・蘭嶼への船',
    stopped: '欠航',
    last: '09:10 緑島・南寮漁港発 富岡行き',
    price: '501 台湾ドル',
    july: '7月',
    call: '凱旋海運に電話：089-281047',
  },
] as const;

describe.each(LANGS)('the ferries screen in $lang', (words) => {
  it("shows today's sailings, the stop, the last way back, fares, and July's timetable on asking", async () => {
    standIn(/\/opendata\/ferries\?month=7/, () => json(JULY));
    standIn(/\/opendata\/ferries$/, () => json(DECEMBER));
    await openFerries(words.lang);
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeTruthy();
    const today = await screen.findAllByRole('table');
    const rows = within(today[0] as HTMLElement).getAllByRole('row');
    // A head row and three sailings, earliest first; the stopped one said in words.
    expect(rows).toHaveLength(4);
    expect(rows[3]?.textContent).toContain('16:00');
    expect(rows[3]?.textContent).toContain(words.stopped);
    expect(rows[1]?.textContent).toContain('測試一號');
    expect(screen.getByText(words.last)).toBeTruthy();
    expect(screen.getByText(words.price)).toBeTruthy();
    // The operator's own words, as published.
    expect(screen.getByText('測試：12月1日下午富岡—綠島航線停航')).toBeTruthy();
    expect(screen.getByRole('link', { name: words.call }).getAttribute('href')).toBe(
      'tel:+88689281047',
    );

    fireEvent.change(screen.getByRole('combobox'), { target: { value: '7' } });
    await waitFor(() => expect(screen.getByText('06:40')).toBeTruthy());
    expect(screen.getByRole('combobox')).toHaveProperty('value', '7');
    expect(
      within(screen.getByRole('combobox')).getByRole('option', { selected: true }).textContent,
    ).toBe(words.july);
  });
});

describe('without an answer from TDX', () => {
  it('says what it would show and where to look, with the phones, and nothing made up', async () => {
    standIn(/\/opendata\/ferries/, () =>
      json({ success: false, message: 'TDX: no client id and secret are configured' }, 503),
    );
    await openFerries('en');
    expect(await screen.findByText('Live sailings are not available now')).toBeTruthy();
    expect(screen.getByText(/today's sailings \(departure, arrival, vessel/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'East Coast National Scenic Area: ferries to the islands' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Call 綠島之星 (Green Island Star): 089-280226' }),
    ).toBeTruthy();
    // No table of times, and no time of day outside the crossing outlook (a forecast's).
    expect(screen.queryByRole('table')).toBeNull();
    const page = document.querySelector('.ferries')?.cloneNode(true) as HTMLElement;
    page.querySelector('.crossing')?.remove();
    expect(page.textContent).not.toMatch(/\d{2}:\d{2}/);
  });

  it('says the same when the server has no TDX key (its answer is empty, unconfigured)', async () => {
    await openFerries('ja');
    expect(await screen.findByText('現在、船便の情報を取得できません')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: '凱旋海運に電話：089-281047' })).toBeTruthy();
  });

  it('picks Lanyu and keeps only its operator', async () => {
    standIn(/\/opendata\/ferries/, () =>
      json({ success: false, message: 'TDX did not answer' }, 503),
    );
    await openFerries('zh-tw');
    fireEvent.click(await screen.findByRole('radio', { name: '富岡 ↔ 蘭嶼' }));
    expect(screen.getByRole('link', { name: '致電凱旋海運：089-281047' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '致電綠島之星：089-280226' })).toBeNull();
  });
});

describe('on the Transport page', () => {
  it("the card's light is red with a stopped sailing today, with the last way back", async () => {
    standIn(/\/opendata\/ferries/, () => json(DECEMBER));
    await openApp('/en/search/airplane/');
    const card = (await screen.findByRole('link', { name: 'Ferries' })).closest(
      'article',
    ) as HTMLElement;
    await waitFor(() => expect(within(card).getByText('Sailings stopped today')).toBeTruthy());
    expect(card.querySelector('.mode-card__light--stopped')).toBeTruthy();
    expect(
      within(card).getByText('09:10 from Nanliao Harbour, Green Island to Fugang'),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ferries' }).getAttribute('href')).toContain(
      '/en/search/airplane/ferries',
    );
  });

  it('the card is grey and says so without TDX (the server has no key here)', async () => {
    await openApp('/ja/search/airplane/');
    const card = (await screen.findByRole('link', { name: '船' })).closest(
      'article',
    ) as HTMLElement;
    await waitFor(() => expect(within(card).getByText('船便のデータなし')).toBeTruthy());
    expect(card.querySelector('.mode-card__light--unknown')).toBeTruthy();
    expect(within(card).getByText('現在、船便の情報を取得できません')).toBeTruthy();
    expect(card.textContent).not.toMatch(/\d{2}:\d{2}/);
  });

  it('opens the screen at its own address', async () => {
    standIn(/\/opendata\/ferries/, () => json(DECEMBER));
    await openApp('/zh-tw/search/airplane/ferries');
    expect(await screen.findByRole('heading', { level: 1, name: '綠島、蘭嶼交通船' })).toBeTruthy();
  });
});
