import type { Page } from '@playwright/test';
import { screenshotPath, test } from './support';
import {
  PLACE_TEST_TIMEOUT_MS,
  dialogOf,
  expect,
  expectOverlayAccessible,
  section,
} from './place-overlay.support';

/**
 * Content as a visitor reads it (issue 12, points 6 and 7): a closure notice whose last day
 * has passed is told as possibly out of date, not as a closure; numbered items read as a
 * list; no raw ==…== marker; the filters offer no tag from elsewhere in Taiwan; duplicates,
 * categories, phones and filler descriptions as the seed checks hold them.
 */

test.describe.configure({ timeout: PLACE_TEST_TIMEOUT_MS });

/** Sanxiantai: its bridge was "closed until 2021-06-30" (民國110年6月30日). */
const SANXIANTAI = 21;

async function openAttraction(page: Page, lang: string, id: number) {
  await page.goto(`/pwa/#/${lang}/?attraction=${id}`);
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('heading', { level: 1 })).toBeVisible();
  return dialog;
}

test('Sanxiantai’s bridge closure of 2021 is told as possibly out of date, its bus list as a list', async ({
  page,
}) => {
  // Late 2026 in Taipei, whatever the machine's own clock says.
  await page.clock.setFixedTime(new Date('2026-11-25T10:00:00+08:00'));
  const dialog = await openAttraction(page, 'en', SANXIANTAI);
  const dated = section(dialog, 'Reported in 2021, may be out of date');
  await expect(dated).toContainText('Eight-Arch Bridge is temporarily closed');
  await expect(dialog.getByRole('heading', { name: 'Closure notice' })).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Closed or access restricted' })).toHaveCount(0);
  await expect(dialog).not.toContainText('==');

  const about = section(dialog, 'About');
  const buses = about.locator('ol').first();
  await expect(buses.getByRole('listitem')).toHaveCount(3);
  await expect(buses.getByRole('listitem').first()).toContainText('Dingdong Bus');
  await expect(about).not.toContainText('2. Take');
  await expectOverlayAccessible(page);
  await page.screenshot({ path: screenshotPath('content-sanxiantai-en-390.png') });
  await buses.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('content-sanxiantai-list-en-390.png') });
});

test('in Chinese too, with the notice in Chinese and its year', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-25T10:00:00+08:00'));
  const dialog = await openAttraction(page, 'zh-tw', SANXIANTAI);
  await expect(section(dialog, '2021 年發布，內容可能已過時')).toContainText(
    '三仙台八拱橋自即日起至110年6月30日止暫時封閉',
  );
  await expect(dialog.getByRole('heading', { name: '封閉公告' })).toHaveCount(0);
  await expect(dialog).not.toContainText('重要公告');
  const buses = section(dialog, '介紹').locator('ol').first();
  await expect(buses.getByRole('listitem')).toHaveCount(3);
  await expectOverlayAccessible(page);
  await page.screenshot({ path: screenshotPath('content-sanxiantai-zh-tw-390.png') });
  await buses.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('content-sanxiantai-list-zh-tw-390.png') });
});

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
  await page.screenshot({ path: screenshotPath('content-attraction-filters-en-390.png') });

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
