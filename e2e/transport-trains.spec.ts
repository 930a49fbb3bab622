import { readFileSync } from 'node:fs';
import path from 'node:path';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import { placeFixtureFacilities } from './fixture-facilities.support';
import { mapPanel, VISITOR } from './map.support';
import { expect, expectNoAxeViolations, lookAt, test } from './support';
import { serverWithTdxForSpec } from './tdx.support';

/*
 * Trains and the bike popup end to end (docs/live-data.md, Trains and Bikes): a server of this
 * spec's own, its TDX pointed at a local stand-in answering TRA's timetable, boards and alerts and
 * the Bike availability with the fixtures written from TDX's description (test data only:
 * server/test/fixtures/tdx/README.md). What the screens say without a key, and in each language
 * from given answers, is web/test/screens/transport-trains.test.tsx.
 */

const fixture = (file: string) => readFileSync(path.join('server/test/fixtures/tdx', file), 'utf8');

// The server asks for today's timetable (its own clock, Taipei's day).
const today = taipeiDate(Date.now());

/**
 * The alerts of the fixture, the region's one kept in force: its EndTime (the fixture's day, for
 * the inject tests' clock) moved far on, as this server runs on the real clock.
 */
const alerts = fixture('TRA-Alert.json').replace(
  '"EndTime": "2026-11-25T23:59:00+08:00"',
  '"EndTime": "2099-12-31T23:59:00+08:00"',
);

const DOCUMENTS = {
  [`/api/v3/Rail/TRA/DailyTrainTimetable/OD/6000/to/7000/${today}`]: fixture(
    'TRA-DailyTrainTimetable-6000-7000.json',
  ),
  '/api/v3/Rail/TRA/StationLiveBoard/Station/6000': fixture('TRA-StationLiveBoard-6000.json'),
  '/api/v3/Rail/TRA/StationLiveBoard/Station/7000': fixture('TRA-StationLiveBoard-7000.json'),
  '/api/v3/Rail/TRA/Alert': alerts,
  '/api/v2/Bike/Availability/City/TaitungCounty': fixture('Bike-Availability-TaitungCounty.json'),
  '/api/v2/Bike/Availability/City/HualienCounty': '[]',
};

const server = serverWithTdxForSpec('transport-trains', DOCUMENTS, async ({ database }) => {
  // The fixture's one bike station (UID TTT500101001), 111 m north of the visitor.
  await placeFixtureFacilities(
    database,
    { id: 'tdx-bike', nameZh: 'TDX 公共自行車站', nameEn: 'TDX public bike stations' },
    [
      {
        id: 'tdx-bike-TTT500101001',
        kind: 'bike',
        lat: VISITOR.lat + 0.001,
        lng: VISITOR.lng,
        nameZh: '測試自行車站',
        nameEn: 'Fixture bike station',
      },
    ],
  );
});

const LANGS = [
  {
    lang: 'zh-tw',
    list: /^.+臺東到花蓮的列車$/,
    first: '普悠瑪號 9001 次',
    late: '晚 12 分',
    bike: '可攜帶自行車',
    off: '今日停駛',
    alerts: '鐵路營運通阻',
  },
  {
    lang: 'en',
    list: /^Trains from Taitung to Hualien/,
    first: 'Puyuma Express 9001',
    late: '12 minutes late',
    bike: 'Bikes on board',
    off: 'Not running today',
    alerts: 'Railway alerts',
  },
  {
    lang: 'ja',
    list: /臺東から花蓮への列車$/,
    first: 'プユマ号 9001次',
    late: '12分遅れ',
    bike: '自転車持ち込み可',
    off: '本日運休',
    alerts: '鉄道の運行情報',
  },
] as const;

for (const words of LANGS) {
  test(`a train search Taitung → Hualien in ${words.lang}`, async ({ page }) => {
    await page.goto(
      `${server.origin}/pwa/#/${words.lang}/search/airplane/trains?from=6000&to=7000`,
    );
    const list = page.getByRole('list', { name: words.list });
    await expect(list.locator('li.train')).toHaveCount(3);
    const rows = list.locator('li.train');
    await expect(rows.nth(0)).toContainText('08:05');
    await expect(rows.nth(0)).toContainText(words.first);
    await expect(rows.nth(1)).toContainText(words.late);
    await expect(rows.nth(1)).toContainText(words.bike);
    await expect(rows.nth(2)).toContainText(words.off);
    await expect(page.getByRole('heading', { name: words.alerts })).toBeVisible();
    await expect(page.getByText('Sample data', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await lookAt(page, `trains-${words.lang}-390.png`, { fullPage: true });
  });
}

test('the trains card lights from TRA’s alert and leads to the screen', async ({ page }) => {
  await page.goto(`${server.origin}/pwa/#/en/search/airplane/`);
  const card = page.locator('.mode-card').filter({ hasText: 'Trains' });
  await expect(card).toContainText('1 railway alert in the region');
  await expect(card.locator('.mode-card__light--disrupted')).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(card, 'trains-card-en-390.png');
  await card.getByRole('link', { name: 'Trains' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trains' })).toBeVisible();
});

// In ja the station is named in Chinese: the store holds no Japanese name for it.
const BIKE_WORDS = [
  { lang: 'zh-tw', station: '測試自行車站', borrow: '可借車輛：6', giveBack: '可還空位：14' },
  {
    lang: 'en',
    station: 'Fixture bike station',
    borrow: 'Bikes to borrow: 6',
    giveBack: 'Free docks: 14',
  },
  { lang: 'ja', station: '測試自行車站', borrow: '貸出可能：6 台', giveBack: '返却可能：14 台分' },
] as const;

for (const words of BIKE_WORDS) {
  test(`a bike station’s popup shows TDX’s borrow and return counts (${words.lang})`, async ({
    page,
  }) => {
    await page.goto(`${server.origin}/pwa/#/${words.lang}/?map=bike`);
    const panel = mapPanel(page);
    await panel.getByRole('button', { name: new RegExp(`^${words.station}[,，、]`) }).click();
    const popup = panel.locator('.leaflet-popup');
    await expect(popup.getByText(words.borrow)).toBeVisible();
    await expect(popup.getByText(words.giveBack)).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, `bikes-popup-${words.lang}-390.png`);
  });
}
