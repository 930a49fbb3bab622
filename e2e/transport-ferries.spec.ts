import type { Page } from '@playwright/test';
import type { Notice } from '@ecg/domain/contracts';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import {
  SHIP_PATHS,
  shipDaily,
  shipFares,
  shipGeneral,
  shipNews,
  shipRoutes,
  shipSpecific,
} from '../server/test/fixtures/tdx-ship-answers';
import { expect, expectNoAxeViolations, lookAt, READ_NOTICES_KEY, test } from './support';
import { serverWithTdxForSpec } from './tdx.support';

/*
 * The island ferries end to end (docs/live-data.md, Ferries): a server of this spec's own, its
 * TDX pointed at a local stand-in answering TDX Ship's county documents. No recorded TDX Ship
 * answer exists: the documents are the test fixtures written from the API description (made-up
 * trips, tests only), their days moved so that the fixture's day is today's in Taipei. What each
 * screen says in every language is web/test/screens/ferries.test.tsx.
 */

const FIXTURE_DAY = '2026-12-01';
// Every date of the documents moves by as many days, so that the fixtures' tomorrow stays
// tomorrow (replacing the fixture's day alone made its tomorrow today's on 2026-12-02).
const shiftMs = Date.parse(taipeiDate(Date.now())) - Date.parse(FIXTURE_DAY);
const asToday = (document: unknown) =>
  JSON.stringify(document).replace(/(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/g, (day) =>
    new Date(Date.parse(day) + shiftMs).toISOString().slice(0, 10),
  );

const DOCUMENTS = {
  [SHIP_PATHS.routes]: asToday(shipRoutes),
  [SHIP_PATHS.daily]: asToday(shipDaily),
  [SHIP_PATHS.general]: asToday(shipGeneral),
  [SHIP_PATHS.specific]: asToday(shipSpecific),
  [SHIP_PATHS.fares]: asToday(shipFares),
  [SHIP_PATHS.news]: asToday(shipNews),
};

const server = serverWithTdxForSpec('ferries', DOCUMENTS);

// The visit's read notices are set here, against this spec's own server.
test.use({ noticesRead: false });

const LANGS = [
  {
    lang: 'zh-tw',
    title: '綠島、蘭嶼交通船',
    stopped: '停航',
    last: '09:10 由綠島南寮漁港開往富岡',
  },
  {
    lang: 'en',
    title: 'Ferries to Green Island and Lanyu',
    stopped: 'Stopped',
    last: '09:10 from Nanliao Harbour, Green Island to Fugang',
  },
  {
    lang: 'ja',
    title: '緑島・蘭嶼への船',
    stopped: '欠航',
    last: '09:10 緑島・南寮漁港発 富岡行き',
  },
] as const;

/** The server's ferry notices once TDX has answered (never waited for by the call). */
async function ferryNotices(lang: string): Promise<Notice[]> {
  let notices: Notice[] = [];
  await expect
    .poll(async () => {
      const answer = await fetch(`${server.origin}/${lang}/opendata/notices?type=messages`);
      notices = ((await answer.json()) as { data: Notice[] }).data.filter(
        (notice) => notice.kind === 'ferry-sailing',
      );
      return notices.length;
    })
    .toBe(1);
  return notices;
}

/** Every notice read, or every one but `keep`. */
async function readAllBut(page: Page, lang: string, keep: Notice['id'] | '') {
  const answer = await fetch(`${server.origin}/${lang}/opendata/notices?type=messages`);
  const ids = ((await answer.json()) as { data: Notice[] }).data
    .map((notice) => String(notice.id))
    .filter((id) => id !== String(keep));
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    READ_NOTICES_KEY,
    ids.join(','),
  ] as const);
}

for (const words of LANGS) {
  test(`today's sailings, a stopped one and the last way back in ${words.lang}`, async ({
    page,
  }) => {
    await ferryNotices(words.lang);
    await readAllBut(page, words.lang, '');
    await page.goto(`${server.origin}/pwa/#/${words.lang}/search/airplane/ferries`);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    const today = page.getByRole('table').first();
    // A head row and the four Green Island sailings of the day, earliest first.
    await expect(today.getByRole('row')).toHaveCount(5);
    await expect(today.getByRole('row').nth(4)).toContainText('16:00');
    await expect(today.getByRole('row').nth(4)).toContainText(words.stopped);
    await expect(page.getByText(words.last)).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, `ferries-${words.lang}-390.png`);
  });
}

test("a stopped sailing pops up once as a notice, and the card's light is red", async ({
  page,
}) => {
  const [notice] = await ferryNotices('en');
  if (!notice) throw new Error('no ferry notice');
  expect(notice.type).toBe(2);
  await readAllBut(page, 'en', notice.id);
  await page.goto(`${server.origin}/pwa/#/en/`);
  const popup = page.getByRole('dialog', { name: 'Island ferries: sailings stopped' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('16:00 綠島開往富岡班次停航');
  await expect(popup).toContainText('Maritime and Port Bureau');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  await page.goto(`${server.origin}/pwa/#/en/search/airplane/`);
  const card = page
    .locator('article.mode-card')
    .filter({ has: page.getByRole('link', { name: 'Ferries' }) });
  await expect(card.getByText('Sailings stopped today')).toBeVisible();
  await expect(card).toContainText('09:10 from Nanliao Harbour, Green Island to Fugang');
  await expectNoAxeViolations(page);
  await lookAt(card, 'ferries-card-en-390.png');
});
