import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@/locales/content/en.json';
import ja from '@/locales/content/ja.json';
import zhTw from '@/locales/content/zh-tw.json';
import { openApp } from './app-screen';

/*
 * The Live tab and a camera's page (requirements §2 Live) in each language, from the server's
 * recorded samples: the crossing outlook as the server answers it, the webcams by region, the
 * camera's facts and its link to the map. e2e/live.spec.ts keeps, in English, what needs a
 * browser: the pictures arriving in their box, a card opening its page and Back, a failing
 * picture, the minute's refresh and the hidden page asking for none, and axe at two widths.
 */

const LANGS = [
  {
    lang: 'zh-tw',
    words: zhTw.live.crossing,
    sample: '範例資料',
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
    onMap: '在地圖上顯示',
    camera: '北埔安檢所_1',
  },
  {
    lang: 'en',
    words: en.live.crossing,
    sample: 'Sample data',
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
    onMap: 'Show on the map',
    camera: 'Beipu Coast Guard Post, camera 1',
  },
  {
    lang: 'ja',
    words: ja.live.crossing,
    sample: 'サンプルデータ',
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
    onMap: '地図で表示',
    camera: '北埔安検所 カメラ1',
  },
] as const;

interface CrossingDayAnswer {
  route: string;
  verdict: string;
  reasons: string[];
  forecast: { area: string; wave_height_min: number; wave_height_max: number }[];
}

async function crossingAnswer(lang: string): Promise<CrossingDayAnswer[]> {
  const answer = await fetch(`/${lang}/opendata/crossing-outlook`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(answer.ok).toBe(true);
  return ((await answer.json()) as { data: CrossingDayAnswer[] }).data;
}

/** A region of the webcams, by its heading (the crossing's routes have headings of the same names). */
const region = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.webcam-region')].find(
    (section) => section.querySelector('.webcam-region__title')?.textContent === name,
  )!;

describe.each(LANGS)('Live in $lang', (text) => {
  it('the tab shows the conditions here, the crossing outlook and the webcams by region', async () => {
    await openApp(`/${text.lang}/live-camera/`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(text.tab);
    await screen.findByRole('heading', { level: 2, name: text.crossing });
    await screen.findByRole('heading', { level: 2, name: text.webcams });
    // First, the conditions where the visitor is: every part of the widget answered, as samples.
    const here = (await screen.findByRole('heading', { level: 2, name: text.here })).closest(
      '.local-conditions',
    )!;
    await waitFor(() =>
      expect(here.querySelectorAll('.condition .condition-stamp')).toHaveLength(9),
    );
    expect(
      within(here as HTMLElement).getAllByText(text.sample, { exact: true }).length,
    ).toBeGreaterThan(0);

    // The crossing outlook (CWA's sea-area forecast, a sample here): for each island today's and
    // tomorrow's verdict, said to be an example, why, the forecast it was read from, the advice
    // and the sample badge. Which days of the sample are today and tomorrow depends on the hour
    // (server/src/providers/sample-shift.ts) and the verdicts are the domain's rule
    // (crossing-outlook.ts, its table): the page says the server's answer in the reader's words.
    const answer = await crossingAnswer(text.lang);
    const crossing = document.querySelector<HTMLElement>('.crossing')!;
    await waitFor(() => expect(crossing.querySelectorAll('.crossing-day')).toHaveLength(4));
    const routes = [...crossing.querySelectorAll('.crossing-route')];
    expect(routes).toHaveLength(2);
    for (const [index, route] of routes.entries()) {
      const days = answer.slice(index * 2, index * 2 + 2);
      const verdicts = [...route.querySelectorAll('.crossing-day__verdict')];
      const reasons = [...route.querySelectorAll('.crossing-day__reasons')];
      for (const [at, day] of days.entries()) {
        expect(verdicts[at]?.textContent?.replace(/\s+/g, '')).toBe(
          `${text.words.example}${text.words.verdict[day.verdict as keyof typeof text.words.verdict]}`.replace(
            /\s+/g,
            '',
          ),
        );
        expect(day.reasons[0]).toBe('sample-forecast');
        expect(reasons[at]?.textContent).toBe(
          day.reasons
            .map((reason) => text.words.reasons[reason as keyof typeof text.words.reasons])
            .join(''),
        );
      }
    }
    // The samples' warnings keep their recorded day, so none weighs on today or tomorrow.
    expect(crossing.querySelectorAll('.crossing-day__warnings')).toHaveLength(0);
    expect(within(crossing).getByText(text.sample, { exact: true })).toBeTruthy();
    expect(within(crossing).getByText(text.confirm)).toBeTruthy();
    const forecast = crossing.querySelector('details')!;
    expect(forecast.textContent).toContain(text.forecast);
    // The sea area by its name in the reader's language (data/translations/live-names.json).
    expect(forecast.textContent).toContain(text.seaArea);
    const sea = answer[0]?.forecast.find((period) => period.area === text.seaArea);
    expect(sea).toBeDefined();
    expect(forecast.textContent).toContain(
      text.words.waves.replace('{{value}}', `${sea?.wave_height_min}–${sea?.wave_height_max}`),
    );

    const [hualien = '', taitung = '', greenIsland = ''] = text.regions;
    await waitFor(() => expect(within(region(hualien)).getAllByRole('listitem')).toHaveLength(17));
    expect(within(region(taitung)).getAllByRole('listitem')).toHaveLength(1);
    expect(region(greenIsland).textContent).toContain(text.none);
    // Each card names its publisher; the section gives the licence's attribution once.
    expect(within(region(hualien)).getAllByRole('listitem')[0]?.textContent).toContain(
      '經濟部水利署 Water Resources Agency',
    );
    expect(document.querySelector('.webcam-attribution')?.textContent).toMatch(
      /Water Resources Agency \(經濟部水利署\), Open Government Data License v1\.0$/,
    );
    // A card leads to its camera's page.
    expect(within(region(hualien)).getAllByRole('link')[0]?.getAttribute('href')).toMatch(
      new RegExp(`#/${text.lang}/live-camera/9$`),
    );
  });

  it("a camera's page names it, links it on the map, gives its licence and the way back", async () => {
    await openApp(`/${text.lang}/live-camera/9`);
    expect(await screen.findByRole('heading', { level: 1, name: text.camera })).toBeTruthy();
    const onMap = await screen.findByRole('link', { name: text.onMap });
    expect(onMap.getAttribute('href')).toMatch(
      /map=camera&at=24.04148%2C121.62241&focus=wra-cameras-9/,
    );
    expect(document.querySelector('.camera__facts')?.textContent).toContain(
      'Open Government Data License v1.0',
    );
    expect(screen.getByRole('link', { name: text.back }).getAttribute('href')).toMatch(
      new RegExp(`#/${text.lang}/live-camera/$`),
    );
  });
});

it('a camera id we do not hold is a not-found', async () => {
  await openApp('/en/live-camera/7');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
  ).toBeTruthy();
});
