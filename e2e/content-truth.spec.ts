import type { Locator, Page } from '@playwright/test';
import { lookAt, test } from './support';
import { dialogOf, expect, expectOverlayAccessible, section } from './place-overlay.support';

/**
 * Content as a visitor reads it: a closure notice (or a closure in the hours) whose last day
 * has passed is history, kept on an earlier-notices line with its day, not as a closure, and
 * the detail no longer opens with it (requirements §2 attraction detail); numbered items read as a
 * list; no raw ==…== marker; the filters offer no tag from elsewhere in Taiwan; duplicates,
 * categories, phones and filler descriptions as the seed checks hold them.
 */

/** Sanxiantai: its bridge was "closed until 2021-06-30" (民國110年6月30日). */
const SANXIANTAI = 21;
/** Xiaoyeliu and its visitor centre: "closed from 2020-10-15 to 2020-12-31" (民國109年). */
const XIAOYELIU = 12;
const XIAOYELIU_CENTRE = 47;

/** The earlier-notices line: closed, it shows its days; opened, the notices. */
const earlier = (dialog: Locator) => dialog.locator('details.place-earlier');

async function openAttraction(page: Page, lang: string, id: number) {
  await page.goto(`/pwa/#/${lang}/?attraction=${id}`);
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('heading', { level: 1 })).toBeVisible();
  return dialog;
}

test('Sanxiantai’s bridge closure of 2021 is an earlier notice, its bus list a list', async ({
  page,
}) => {
  // Late 2026 in Taipei, whatever the machine's own clock says.
  await page.clock.setFixedTime(new Date('2026-11-25T10:00:00+08:00'));
  const dialog = await openAttraction(page, 'en', SANXIANTAI);
  await expect(earlier(dialog).locator('summary')).toContainText('Earlier notices');
  await expect(earlier(dialog).locator('summary time')).toHaveText('until 2021-06-30');
  await earlier(dialog).locator('summary').click();
  await expect(earlier(dialog)).toContainText('Eight-Arch Bridge is temporarily closed');
  await expect(dialog.locator('.place-notices')).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Closure notice' })).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Closed or access restricted' })).toHaveCount(0);
  await expect(dialog).not.toContainText('==');

  const about = section(dialog, 'About');
  const buses = about.locator('ol').first();
  await expect(buses.getByRole('listitem')).toHaveCount(3);
  await expect(buses.getByRole('listitem').first()).toContainText('Dingdong Bus');
  await expect(about).not.toContainText('2. Take');
  await expectOverlayAccessible(page);
  await lookAt(page, 'content-sanxiantai-en-390.png');
  await buses.scrollIntoViewIfNeeded();
  await lookAt(page, 'content-sanxiantai-list-en-390.png');
});

test('in Chinese too, with the notice in Chinese and its year', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-25T10:00:00+08:00'));
  const dialog = await openAttraction(page, 'zh-tw', SANXIANTAI);
  await expect(earlier(dialog).locator('summary')).toContainText('以前的公告');
  await expect(earlier(dialog).locator('summary time')).toHaveText('2021-06-30 止');
  await earlier(dialog).locator('summary').click();
  await expect(earlier(dialog)).toContainText('三仙台八拱橋自即日起至110年6月30日止暫時封閉');
  await expect(dialog.getByRole('heading', { name: '封閉公告' })).toHaveCount(0);
  await expect(dialog).not.toContainText('重要公告');
  const buses = section(dialog, '介紹').locator('ol').first();
  await expect(buses.getByRole('listitem')).toHaveCount(3);
  await expectOverlayAccessible(page);
  await lookAt(page, 'content-sanxiantai-zh-tw-390.png');
  await buses.scrollIntoViewIfNeeded();
  await lookAt(page, 'content-sanxiantai-list-zh-tw-390.png');
});

for (const [lang, words] of [
  [
    'zh-tw',
    {
      hours: '開放時間',
      title: '以前的公告',
      until: '2020-12-31 止',
      centre: '小野柳遊客中心',
      notice: '自109年10月15日起至109年12月31日封閉施工',
    },
  ],
  [
    'en',
    {
      hours: 'Opening hours',
      title: 'Earlier notices',
      until: 'until 2020-12-31',
      centre: 'Xiaoyeliu Visitor Center',
      notice: 'closed and not open to visitors from October 15 to December 31, 2020',
    },
  ],
  [
    'ja',
    {
      hours: '開放時間',
      title: '過去のお知らせ',
      until: '2020-12-31まで',
      centre: '小野柳ビジターセンター',
      notice: '10月15日から12月31日まで閉鎖され',
    },
  ],
] as const) {
  test(`${lang}: Xiaoyeliu opens without its ended closure, kept on an earlier-notices line`, async ({
    page,
  }) => {
    // Today in Taipei: the closure of 2020 is long over.
    const dialog = await openAttraction(page, lang, XIAOYELIU);
    await expect(dialog.locator('.place-notices')).toHaveCount(0);
    await expect(earlier(dialog).locator('summary')).toContainText(words.title);
    await expect(earlier(dialog).locator('summary time')).toHaveText(words.until);
    await earlier(dialog).locator('summary').click();
    // The notice in the reader's language, as the seed translates it.
    await expect(earlier(dialog)).toContainText(words.notice);
    await expectOverlayAccessible(page);
    await lookAt(page, `content-xiaoyeliu-${lang}-390.png`);

    // Its visitor centre's hours were only that closure: no hours now, the notice on the line.
    const centre = await openAttraction(page, lang, XIAOYELIU_CENTRE);
    await expect(centre.getByRole('heading', { level: 1 })).toContainText(words.centre);
    await expect(centre.getByRole('heading', { name: words.hours })).toHaveCount(0);
    await expect(centre).not.toContainText('暫停開放', { useInnerText: true });
    await expect(earlier(centre).locator('summary time')).toHaveText(words.until);
    await lookAt(page, `content-xiaoyeliu-centre-${lang}-390.png`);
  });
}

test('the same notice is a closure on a day it still stood: it is dated when shown, not when seeded', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2021-05-01T10:00:00+08:00'));
  const dialog = await openAttraction(page, 'en', SANXIANTAI);
  await expect(section(dialog, 'Closure notice')).toContainText(
    'Eight-Arch Bridge is temporarily closed',
  );
  await expect(dialog.getByRole('heading', { name: /may be out of date/ })).toHaveCount(0);
});

test('the attraction filters offer no tag from elsewhere in Taiwan; the hotels keep theirs', async ({
  page,
}) => {
  for (const lang of ['en', 'zh-tw']) {
    await page.goto(`/pwa/#/${lang}/search/attractions/`);
    await expect(page.locator('.search-list .card__title').first()).toBeVisible();
    await expect(page.locator('.search-count')).toBeVisible();
    await expect(page.getByText(/Alishan|阿里山龍膽|Yushan rhododendron|玉山杜鵑|199/)).toHaveCount(
      0,
    );
  }
  await page.goto('/pwa/#/en/search/attractions/');
  await expect(page.locator('.search-list .card__title').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filter tags' })).toHaveCount(0);
  await lookAt(page, 'content-attraction-filters-en-390.png');

  await page.goto('/pwa/#/en/search/places/accommodation');
  const tags = page.getByRole('group', { name: 'Filter tags' });
  await expect(tags.getByRole('link', { name: 'Wi-Fi' })).toBeVisible();
});

test('one night market, filed under no farm, with its phone; a mobile reads 0937-533483; no filler B&B text', async ({
  page,
}) => {
  const market = await openAttraction(page, 'en', 471);
  await expect(market.getByRole('heading', { level: 1 })).toContainText('Dongdamen Night Market');
  await expect(market.getByRole('list', { name: 'Categories' })).toHaveCount(0);
  await expect(market).not.toContainText('Farms and local produce');

  // Its other name finds it, and the list holds it once.
  await page.goto('/pwa/#/zh-tw/search/attractions/?q=東大門國際觀光夜市');
  const titles = page.locator('.search-list .card__title');
  await expect(titles.filter({ hasText: /^東大門夜市$/ })).toHaveCount(1);
  await expect(titles.filter({ hasText: '東大門國際觀光夜市' })).toHaveCount(0);

  await page.goto('/pwa/#/en/?shop=721');
  const cafe = dialogOf(page);
  await expect(cafe.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cafe.getByRole('link', { name: /0937-533483/ }).first()).toHaveAttribute(
    'href',
    'tel:0937533483',
  );

  await page.goto('/pwa/#/en/?accommodation=719');
  const bnb = dialogOf(page);
  await expect(bnb.getByRole('heading', { level: 1 })).toContainText('Hemingway');
  await expect(bnb).not.toContainText('A B&B in Taitung County');
  await expect(bnb.getByRole('heading', { name: 'About' })).toHaveCount(0);
  await expectOverlayAccessible(page);
});
