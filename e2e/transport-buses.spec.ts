import { placeFixtureFacilities } from './fixture-facilities.support';
import { VISITOR } from './map.support';
import { expect, expectNoAxeViolations, lookAt, test } from './support';
import { serverWithTdxForSpec, type TdxDocuments } from './tdx.support';

/*
 * A stop's next buses end to end (docs/live-data.md, Buses): a server of this spec's own, its
 * TDX pointed at a local stand-in. No bus answer of TDX was ever recorded, so the stand-in's
 * answers are WRITTEN FROM TDX'S API DESCRIPTION (BusN1EstimateTime, BusAlert, BusSchedule,
 * BusA1Data, BusShape, BusStopOfRoute), for this test only, as server/test/fixtures/tdx-bus-*.ts.
 * What each screen says in every language, and without a key, is
 * web/test/screens/transport-buses.test.tsx and transport-bus-stops.test.tsx. The stops near the
 * visitor are two made-up stops put in this server's store.
 */

const estimate = (fields: Record<string, unknown>) => ({
  PlateNumb: '-1',
  StopUID: 'HUA1002',
  StopID: '1002',
  StopName: { Zh_tw: '文創園區', En: 'Cultural Park' },
  Direction: 0,
  UpdateTime: '2026-11-25T13:59:50+08:00',
  ...fields,
});

/** A bus's report (BusA1Data) made `secondsAgo` before the stand-in answers: it must be recent. */
const report = (
  plate: string,
  direction: number,
  lat: number,
  lon: number,
  secondsAgo: number,
) => ({
  PlateNumb: plate,
  RouteUID: 'HUA301',
  RouteName: { Zh_tw: '301', En: '301' },
  Direction: direction,
  BusPosition: { PositionLat: lat, PositionLon: lon },
  Speed: 30,
  Azimuth: 180,
  GPSTime: new Date(Date.now() - secondsAgo * 1000).toISOString(),
});

const stopOnRoute = (
  uid: string,
  zh: string,
  en: string,
  sequence: number,
  lat: number,
  lon: number,
) => ({
  StopUID: uid,
  StopName: { Zh_tw: zh, En: en },
  StopSequence: sequence,
  StopPosition: { PositionLat: lat, PositionLon: lon },
});

const DOCUMENTS = {
  '/api/v2/Bus/RealTimeByFrequency/City/HualienCounty': () =>
    JSON.stringify([
      report('KKA-1234', 0, 24.0051, 121.6152, 20),
      report('KKA-5678', 1, 23.9874, 121.6093, 60),
      // Ten minutes silent: not on the map.
      report('KKA-9999', 0, 23.99, 121.61, 600),
    ]),
  '/api/v2/Bus/Shape/City/HualienCounty': JSON.stringify([
    {
      RouteUID: 'HUA301',
      Direction: 0,
      Geometry:
        'LINESTRING(121.62718 24.03143,121.6221 24.0201,121.6152 24.0051,121.60486 23.97624)',
    },
  ]),
  '/api/v2/Bus/StopOfRoute/City/HualienCounty': JSON.stringify([
    {
      RouteUID: 'HUA301',
      RouteName: { Zh_tw: '301', En: '301' },
      Direction: 0,
      Stops: [
        stopOnRoute('HUA1001', '七星潭', 'Qixingtan', 1, 24.03143, 121.62718),
        stopOnRoute('HUA1002', '文創園區', 'Cultural Park', 2, 23.97624, 121.60486),
      ],
    },
  ]),
  '/api/v2/Bus/EstimatedTimeOfArrival/City/HualienCounty': JSON.stringify([
    estimate({
      RouteUID: 'HUA301',
      RouteName: { Zh_tw: '301', En: '301' },
      EstimateTime: 479,
      StopStatus: 0,
      IsLastBus: true,
    }),
    estimate({
      RouteUID: 'HUA302',
      RouteName: { Zh_tw: '302', En: '302' },
      EstimateTime: null,
      StopStatus: 3,
      IsLastBus: false,
    }),
  ]),
  '/api/v2/Tourism/Bus/EstimatedTimeOfArrival/TaiwanTrip': '[]',
  '/api/v2/Bus/Alert/City/HualienCounty': JSON.stringify([
    {
      AlertID: 'A1',
      Title: '301路因道路施工改道',
      Description: '301路改道行駛，文創園區站暫停停靠。',
      Status: 2,
      StartTime: '2026-01-01T00:00:00+08:00',
    },
  ]),
  '/api/v2/Bus/Schedule/City/HualienCounty': (url) =>
    url.searchParams.get('$filter')?.includes('HUA302') ? HEADWAY_302 : TRIPS_301,
  '/api/v2/Bus/Alert/City/TaitungCounty': '[]',
  '/api/v2/Bus/Alert/InterCity': '[]',
} satisfies TdxDocuments;

/** Route 302, run by headway every day (BusFrequency with no ServiceDay): made up. */
const HEADWAY_302 = JSON.stringify([
  {
    RouteUID: 'HUA302',
    RouteName: { Zh_tw: '302', En: '302' },
    Direction: 0,
    Frequencys: [{ StartTime: '06:00', EndTime: '22:00', MinHeadwayMins: 15, MaxHeadwayMins: 20 }],
  },
]);

const TRIPS_301 = JSON.stringify([
  {
    RouteUID: 'HUA301',
    RouteName: { Zh_tw: '301', En: '301' },
    Direction: 0,
    // No ServiceDay: a trip that runs every day, whatever day the test runs on.
    Timetables: [
      {
        TripID: 'T2',
        StopTimes: [{ StopSequence: 2, StopUID: 'HUA1002', DepartureTime: '09:42' }],
      },
      {
        TripID: 'T1',
        StopTimes: [{ StopSequence: 2, StopUID: 'HUA1002', DepartureTime: '07:12' }],
      },
    ],
  },
]);

const server = serverWithTdxForSpec('transport-buses', DOCUMENTS, async ({ database }) => {
  await placeFixtureFacilities(
    database,
    { id: 'tdx-bus', nameZh: 'TDX 公車站牌', nameEn: 'TDX bus stops' },
    [
      {
        id: 'tdx-bus-HUA1002',
        kind: 'bus-stop',
        lat: VISITOR.lat + 0.005,
        lng: VISITOR.lng,
        nameZh: '文創園區',
        nameEn: 'Cultural Park',
        routes: [
          { zh: '301', en: '301' },
          { zh: '302', en: '302' },
        ],
      },
      {
        id: 'tdx-bus-HUA1003',
        kind: 'bus-stop',
        lat: VISITOR.lat + 0.012,
        lng: VISITOR.lng,
        nameZh: '測試站',
        nameEn: 'Fixture Stop',
      },
    ],
  );
});

const LANGS = [
  {
    lang: 'zh-tw',
    nearby: '您附近的公車站',
    stop: '文創園區',
    metres: '公尺',
    routes: '路線：301、302',
    headway: '06:00–22:00 每 15–20 分鐘一班',
    title: '文創園區 的下一班車',
    minutes: '約 7 分',
    last: '末班車',
    alerts: '目前的營運異常通報',
  },
  {
    lang: 'en',
    nearby: 'Bus stops near you',
    stop: 'Cultural Park',
    metres: 'm',
    routes: 'Routes: 301, 302',
    headway: 'Every 15–20 min, 06:00–22:00',
    title: 'Next buses at Cultural Park',
    minutes: '7 min',
    last: 'Last bus',
    alerts: 'Service alerts in force',
  },
  {
    lang: 'ja',
    nearby: '近くのバス停',
    stop: '文創園區',
    metres: 'm',
    routes: '路線：301、302',
    headway: '06:00〜22:00 15〜20分間隔',
    title: '文創園區の次のバス',
    minutes: '約7分',
    last: '最終バス',
    alerts: '現在の運行に関するお知らせ',
  },
] as const;

for (const words of LANGS) {
  test(`a stop's next buses and the alerts in force (${words.lang})`, async ({ page }) => {
    await page.goto(`${server.origin}/pwa/#/${words.lang}/search/airplane/buses?stop=HUA1002`);
    await expect(page.getByRole('heading', { level: 2, name: words.title })).toBeVisible();
    const first = page.locator('.bus-arrival').first();
    await expect(first).toContainText('301');
    await expect(first).toContainText(words.minutes);
    await expect(first).toContainText(words.last);
    const alerts = page.getByRole('region', { name: words.alerts });
    await expect(alerts).toContainText('301路因道路施工改道');
    await expectNoAxeViolations(page);
    await lookAt(page, `transport-buses-${words.lang}-390.png`, { fullPage: true });
  });
}

for (const words of LANGS) {
  test(`the stops near the visitor, and one's next buses (${words.lang})`, async ({ page }) => {
    await page.goto(`${server.origin}/pwa/#/${words.lang}/search/airplane/buses`);
    const nearby = page.getByRole('region', { name: words.nearby });
    const first = nearby.getByRole('listitem').first();
    await expect(first).toContainText(words.stop);
    await expect(first).toContainText(words.metres);
    await expect(first).toContainText(words.routes);
    await expect(nearby.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await lookAt(page, `transport-bus-stops-${words.lang}-390.png`, { fullPage: true });
    await nearby.getByRole('link', { name: words.stop }).click();
    await expect(page.getByRole('heading', { level: 2, name: words.title })).toBeVisible();
  });

  test(`a route run by headway (${words.lang})`, async ({ page }) => {
    await page.goto(
      `${server.origin}/pwa/#/${words.lang}/search/airplane/buses?stop=HUA1002&route=HUA302`,
    );
    const section = page.locator('.bus-timetable');
    await expect(section.getByRole('listitem')).toHaveText([words.headway]);
    await expectNoAxeViolations(page);
    await lookAt(page, `transport-bus-headway-${words.lang}-390.png`, { fullPage: true });
  });
}

test("a route's trips today at the stop, from the stop's list (en)", async ({ page }) => {
  await page.goto(`${server.origin}/pwa/#/en/search/airplane/buses?stop=HUA1002`);
  await page.getByRole('link', { name: '301', exact: true }).click();
  const section = page.getByRole('region', { name: 'Route 301 today' });
  await expect(section.getByRole('listitem')).toHaveText(['07:12', '09:42']);
  await expectNoAxeViolations(page);
});

test("the Transport page's bus card: amber, and the last bus back from the stop", async ({
  page,
}) => {
  await page.goto(`${server.origin}/pwa/#/en/search/airplane/buses?stop=HUA1002`);
  await expect(page.locator('.bus-arrival').first()).toContainText('7 min');
  await page.goto(`${server.origin}/pwa/#/en/search/airplane`);
  const card = page
    .locator('.mode-card')
    .filter({ has: page.getByRole('link', { name: 'Buses' }) });
  await expect(card).toContainText('Service alerts in force');
  await expect(card).toContainText('301 from Cultural Park, 7 min');
  await expectNoAxeViolations(page);
  await lookAt(card, 'transport-buses-card-en-390.png');
});

const NOW = [
  {
    lang: 'zh-tw',
    section: '301 的公車現在在哪裡',
    onMap: '在地圖上看路線與公車',
    bus: '公車 KKA-1234，去程',
  },
  {
    lang: 'en',
    section: 'Where the buses of 301 are now',
    onMap: 'Route and buses on the map',
    bus: 'Bus KKA-1234, Outbound',
  },
  {
    lang: 'ja',
    section: '301 のバスの現在地',
    onMap: '路線とバスを地図で見る',
    bus: 'バス KKA-1234、往路',
  },
] as const;

for (const words of NOW) {
  test(`a route's buses now, listed and on its map (${words.lang})`, async ({ page }) => {
    await page.goto(
      `${server.origin}/pwa/#/${words.lang}/search/airplane/buses?stop=HUA1002&route=HUA301`,
    );
    const section = page.getByRole('region', { name: words.section });
    await expect(section.locator('.bus-position')).toHaveCount(2);
    await expect(section.locator('.bus-position').first()).toContainText('KKA-1234');
    await expectNoAxeViolations(page);
    await lookAt(page, `transport-bus-positions-${words.lang}-390.png`, { fullPage: true });

    await section.getByRole('link', { name: words.onMap }).click();
    const panel = page.locator('dialog.map-panel');
    await expect(panel).toHaveAttribute('data-layer', 'bus-route');
    await expect(panel.locator('.map-marker--bus-stop')).toHaveCount(2);
    await expect(panel.locator('.map-marker--bus-here')).toHaveCount(2);
    await expect(panel.locator('.leaflet-overlay-pane path')).not.toHaveCount(0);
    // requirements §2: a bus-here marker opens no popup.
    const bus = panel.getByRole('button', { name: words.bus });
    await expect(bus).toHaveText('KKA-1234');
    await bus.click();
    await expect(panel.locator('.leaflet-popup')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await lookAt(page, `transport-bus-positions-map-${words.lang}-390.png`);
  });
}
