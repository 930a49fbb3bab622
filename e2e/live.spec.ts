import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/** The WRA's still pictures: never fetched from the internet here, answered with a small PNG. */
const CAMERA_HOST = 'https://fmg.wra.gov.tw/**';
const STILL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAVElEQVR42u3PMQ0AIAwAMOSgDhs4QAQOeLjxggk8jGtJkxpo6fumVgQEBAQEBAQEBAQEBAQEgoHaZmoCAgICAgICAgICAvHAWSM1AQEBAQEBAYEPD+3ENkuYTlxKAAAAAElFTkSuQmCC',
  'base64',
);

/** Answers the camera host with the still; `fail` makes it answer 503 from then on. */
async function answerCameras(page: Page) {
  const asked: string[] = [];
  const state = { fail: false };
  await page.route(CAMERA_HOST, (route: Route) => {
    asked.push(route.request().url());
    return state.fail
      ? route.fulfill({ status: 503, body: 'unavailable' })
      : route.fulfill({ status: 200, contentType: 'image/png', body: STILL });
  });
  return { asked, state };
}

const TEXTS = {
  'zh-tw': {
    sample: '範例資料',
    example: '範例',
    here: '您所在地的天氣與海況',
    confirm: '出發前請向船公司確認是否開航。',
    forecast: '預估依據的海面預報',
    seaArea: '綠島蘭嶼海面',
    tab: '直播',
    webcams: '海岸即時影像',
    regions: ['花蓮', '臺東', '綠島'],
    none: '這個地區目前沒有即時影像。',
    crossing: '綠島、蘭嶼船班預估',
    back: '返回直播',
    updated: /^更新於 \d{2}:\d{2}$/,
    onMap: '在地圖上顯示',
    camera: '北埔安檢所_1',
  },
  en: {
    sample: 'Sample data',
    example: 'Example',
    here: 'Conditions where you are',
    confirm: 'Before you go, confirm with the ferry operator that the boat sails.',
    forecast: 'The forecast it is based on',
    seaArea: 'Green Island–Orchid Island waters',
    tab: 'Live',
    webcams: 'Coast webcams',
    regions: ['Hualien', 'Taitung', 'Green Island'],
    none: 'No webcam in this region yet.',
    crossing: 'Boats to Green Island and Orchid Island',
    back: 'Back to Live',
    updated: /^Updated \d{2}:\d{2}$/,
    onMap: 'Show on the map',
    camera: 'Beipu Coast Guard Post, camera 1',
  },
  ja: {
    sample: 'サンプルデータ',
    example: 'サンプル',
    here: '現在地の天気と海の状況',
    confirm: '出発前に、運航するかどうかを船会社に確認してください。',
    forecast: '推定の元になった海面予報',
    seaArea: '緑島・蘭嶼海域',
    tab: 'ライブ',
    webcams: '海岸のライブカメラ',
    regions: ['花蓮', '台東', '緑島'],
    none: 'この地域にはまだライブカメラがありません。',
    crossing: '緑島・蘭嶼への船の見通し',
    back: 'ライブに戻る',
    updated: /^\d{2}:\d{2} 更新$/,
    onMap: '地図で表示',
    camera: '北埔安検所 カメラ1',
  },
} as const;

interface CrossingWords {
  example: string;
  verdict: Record<string, string>;
  reasons: Record<string, string>;
  waves: string;
}

/** The crossing outlook's words in a language, as the app says them. */
const crossingWords = (lang: string): CrossingWords =>
  (
    JSON.parse(readFileSync(`web/src/locales/content/${lang}.json`, 'utf8')) as {
      live: { crossing: CrossingWords };
    }
  ).live.crossing;

interface CrossingDayAnswer {
  route: string;
  verdict: string;
  reasons: string[];
  forecast: { area: string; wave_height_min: number; wave_height_max: number }[];
}

const region = (page: Page, name: string) =>
  page.locator('.webcam-region').filter({ has: page.getByRole('heading', { name, exact: true }) });

for (const [lang, text] of Object.entries(TEXTS) as [keyof typeof TEXTS, (typeof TEXTS)['en']][]) {
  test(`${lang}: the Live tab shows the crossing outlook and the webcams by region, and a camera's page`, async ({
    page,
  }) => {
    const { asked } = await answerCameras(page);
    await page.goto(`/pwa/#/${lang}/live-camera/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.tab);
    await expect(page.getByRole('heading', { level: 2, name: text.crossing })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.webcams })).toBeVisible();
    // First, the conditions where the visitor is: every part of the widget answered, as samples.
    const here = page.locator('.local-conditions');
    await expect(here.getByRole('heading', { level: 2, name: text.here })).toBeVisible();
    await expect(here.locator('.condition .condition-stamp')).toHaveCount(9);
    await expect(here.getByText(text.sample, { exact: true }).first()).toBeVisible();

    // The crossing outlook (CWA's sea-area forecast, a sample here): for each island today's and
    // tomorrow's verdict, said in words to be an example, why, the forecast it was read from,
    // the advice, and the sample badge. The samples' warnings keep their recorded day, so none
    // weighs on today's or tomorrow's crossing.
    const crossing = page.locator('.crossing');
    await expect(crossing.locator('.crossing-day')).toHaveCount(4);
    // Which days of the sample are today and tomorrow depends on the hour (a sample reads as
    // recorded today at its hour, or yesterday before it: server/src/providers/sample-shift.ts),
    // and the verdicts are the domain's rule (crossing-outlook.ts, its table): here, the page
    // says the server's answer in the reader's words.
    const answer = (await (
      await page.request.get(`/${lang}/opendata/crossing-outlook`)
    ).json()) as { data: CrossingDayAnswer[] };
    const words = crossingWords(lang);
    const routes = await crossing.locator('.crossing-route').all();
    expect(routes).toHaveLength(2);
    for (const [index, route] of routes.entries()) {
      const days = answer.data.slice(index * 2, index * 2 + 2);
      await expect(route.locator('.crossing-day__verdict')).toHaveText(
        days.map((day) => new RegExp(`^${words.example}\\s*${words.verdict[day.verdict]}$`)),
      );
      for (const [at, day] of days.entries()) {
        expect(day.reasons[0]).toBe('sample-forecast');
        await expect(route.locator('.crossing-day__reasons').nth(at)).toHaveText(
          day.reasons.map((reason) => words.reasons[reason]).join(''),
        );
      }
    }
    await expect(crossing.locator('.crossing-day__warnings')).toHaveCount(0);
    await expect(crossing.getByText(text.sample, { exact: true })).toBeVisible();
    await expect(crossing.getByText(text.confirm)).toBeVisible();
    const forecast = crossing.locator('details').first();
    await forecast.getByText(text.forecast).click();
    // The sea area by its name in the reader's language (data/translations/live-names.json).
    await expect(forecast).toContainText(text.seaArea);
    const sea = answer.data[0]?.forecast.find((period) => period.area === text.seaArea);
    expect(sea).toBeDefined();
    await expect(forecast).toContainText(
      words.waves.replace('{{value}}', `${sea?.wave_height_min}–${sea?.wave_height_max}`),
    );
    await lookAt(crossing, `live-crossing-${lang}-390.png`);
    const [hualien = '', taitung = '', greenIsland = ''] = text.regions;
    await expect(region(page, hualien).getByRole('listitem')).toHaveCount(17);
    await expect(region(page, taitung).getByRole('listitem')).toHaveCount(1);
    await expect(region(page, greenIsland)).toContainText(text.none);
    // The first card's picture arrives (from the WRA's host, answered here) in its fixed box.
    const first = region(page, hualien).locator('img').first();
    await expect(first).toHaveJSProperty('complete', true);
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    expect(asked.length).toBeGreaterThan(0);
    // Each card names its publisher; the section gives the licence's attribution once.
    await expect(region(page, hualien).getByRole('listitem').first()).toContainText(
      '經濟部水利署 Water Resources Agency',
    );
    await expect(page.locator('.webcam-attribution')).toHaveText(
      /Water Resources Agency \(經濟部水利署\), Open Government Data License v1\.0$/,
    );
    await expectNoAxeViolations(page);
    await lookAt(page, `live-tab-${lang}-390.png`, { fullPage: true });
    await page.setViewportSize({ width: 768, height: 1024 });
    await expectNoAxeViolations(page);
    await lookAt(page, `live-tab-${lang}-768.png`, { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });

    // A card opens its camera's page; Back returns to the tab.
    await region(page, hualien).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`#/${lang}/live-camera/9$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.camera);
    await expect(page.getByRole('status').filter({ hasText: text.updated })).toBeVisible();
    await expect(page.locator('.camera-picture img')).toHaveJSProperty('complete', true);
    const onMap = page.getByRole('link', { name: text.onMap });
    await expect(onMap).toHaveAttribute(
      'href',
      /map=camera&at=24.04148%2C121.62241&focus=wra-cameras-9/,
    );
    await expect(page.locator('.camera__facts')).toContainText('Open Government Data License v1.0');
    await expectNoAxeViolations(page);
    await lookAt(page, `live-camera-${lang}-390.png`, { fullPage: true });
    await page.setViewportSize({ width: 768, height: 1024 });
    await expectNoAxeViolations(page);
    await lookAt(page, `live-camera-${lang}-768.png`, { fullPage: true });
    await page.getByRole('link', { name: text.back }).click();
    await expect(page).toHaveURL(new RegExp(`#/${lang}/live-camera/$`));
    await expect(page.getByRole('heading', { level: 2, name: text.webcams })).toBeVisible();
  });
}

test('a picture that cannot be loaded says so, on the tab', async ({ page }) => {
  const { state } = await answerCameras(page);
  state.fail = true;
  await page.goto('/pwa/#/en/live-camera/');
  const taitung = region(page, 'Taitung');
  await taitung.scrollIntoViewIfNeeded();
  await expect(taitung.getByText('The picture could not be loaded.')).toBeVisible();
});

test("the camera's page asks for a new picture each minute, and keeps the last one greyed when it fails", async ({
  page,
}) => {
  await page.clock.install();
  const { asked, state } = await answerCameras(page);
  await page.goto('/pwa/#/en/live-camera/1852');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lishan (fixed view)');
  const picture = page.locator('.camera-picture img');
  await expect(picture).toHaveJSProperty('complete', true);
  const firstAsked = asked.length;
  const firstSrc = await picture.getAttribute('src');

  await page.clock.runFor(60_000);
  await expect.poll(() => asked.length).toBeGreaterThan(firstAsked);
  await expect(picture).not.toHaveAttribute('src', firstSrc ?? '');
  await expect(page.locator('.webcam-frame--old')).toHaveCount(0);

  state.fail = true;
  await page.clock.runFor(60_000);
  await expect(page.locator('.camera-picture').getByRole('status')).toHaveText(
    /^A new picture could not be loaded; this one is from \d{2}:\d{2}\.$/,
  );
  await expect(page.locator('.webcam-frame--old img')).toBeVisible();
  await lookAt(page, 'live-camera-failed-en-390.png');
  state.fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.camera-picture').getByRole('status')).toHaveText(
    /^Updated \d{2}:\d{2}$/,
  );
  await expect(page.locator('.webcam-frame--old')).toHaveCount(0);
});

test('hidden, the page asks for no picture; shown again, it asks at once', async ({ page }) => {
  await page.clock.install();
  const { asked } = await answerCameras(page);
  await page.goto('/pwa/#/en/live-camera/190');
  await expect(page.locator('.camera-picture img')).toHaveJSProperty('complete', true);
  const before = asked.length;
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await page.clock.runFor(180_000);
  expect(asked.length).toBe(before);
  await setVisibility('visible');
  await expect.poll(() => asked.length).toBe(before + 1);
});

test('an id we do not hold is a not-found', async ({ page }) => {
  await answerCameras(page);
  await page.goto('/pwa/#/en/live-camera/7');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
});
