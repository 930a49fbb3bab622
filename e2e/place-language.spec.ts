import type { Locator, Page } from '@playwright/test';
import type { Attraction } from '@ecg/domain/contracts';
import { expectNoAxeViolations, lookAt, test } from './support';
import { HEADERS, dialogOf, expect, fact, section, squash, textOf } from './place-overlay.support';

/**
 * A place read in English or Japanese (requirements §3): the translated summary first, then the
 * Chinese text under its own heading; opening hours, tickets and parking said in the reader's
 * language where the domain's rule reads them, marked Chinese where it does not; the Chinese
 * address with the township beside it; and the "show to driver" view.
 */

async function detail(page: Page, lang: string, id: number): Promise<Attraction> {
  const answer = await page.request.post(`/${lang}/opendata/attractions/detail`, {
    data: { id },
    headers: HEADERS,
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Attraction }).data;
}

/** Pictures of the page's top, its practical part and its description, at phone size. */
async function screenshots(page: Page, name: string, titles: string[]) {
  await lookAt(page, `place-language-${name}-390.png`);
  for (const [index, title] of titles.entries()) {
    await section(dialogOf(page), title).scrollIntoViewIfNeeded();
    await lookAt(page, `place-language-${name}-${index + 1}-390.png`);
  }
}

/** The summary is read before the Chinese text, which says what it is and is marked Chinese. */
async function expectSummaryThenOriginal(
  page: Page,
  place: Attraction,
  titles: { about: string; original: string },
) {
  const dialog = dialogOf(page);
  expect(place.translation).toBe('summary');
  expect(place.summary).toBeTruthy();
  const about = section(dialog, titles.about);
  await expect(about.locator('.place-summary')).toHaveText(place.summary!);
  const original = section(dialog, titles.original);
  const chinese = original.locator('[lang="zh-Hant"]');
  await expect(chinese).toHaveText(squash(await textOf(page, place.content)));
  const follows = await about.evaluate(
    (summary, next) => Boolean(summary.compareDocumentPosition(next!) & 4),
    await original.elementHandle(),
  );
  expect(follows).toBe(true);
}

/**
 * The address in Chinese (for a driver or a map), then the township in the reader's language
 * where it is not English, and a romanised line (docs/glossary.md).
 */
async function expectAddress(
  dialog: Locator,
  label: string,
  place: Attraction,
  lines: { township?: string; romanised: string },
) {
  const address = fact(dialog, label);
  await expect(address.locator('[lang="zh-Hant"]')).toHaveText(place.address);
  await expect(address.locator('.place-address__township')).toHaveText(
    lines.township === undefined ? [] : [lines.township],
  );
  await expect(address.locator('.place-address__romanised')).toHaveText(lines.romanised);
}

/**
 * The driver view: full screen, the Chinese name and address large, closed by button and Escape.
 */
async function expectDriverView(
  page: Page,
  place: Attraction,
  labels: { open: string; title: string; close: string },
  screenshot: string,
) {
  const button = dialogOf(page).getByRole('button', { name: labels.open });
  await button.click();
  const view = page.getByRole('dialog', { name: labels.title });
  await expect(view).toBeVisible();
  await expect(view.locator('.driver-view__name')).toHaveText(place.name_c!);
  await expect(view.locator('.driver-view__name')).toHaveAttribute('lang', 'zh-Hant');
  await expect(view.locator('.driver-view__address')).toHaveText(place.address);
  await expect(view.locator('.driver-view__address')).toHaveAttribute('lang', 'zh-Hant');
  expect(await view.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  const nameSize = await view
    .locator('.driver-view__name')
    .evaluate((name) => parseFloat(getComputedStyle(name).fontSize));
  expect(nameSize).toBeGreaterThanOrEqual(36);
  // The focus is inside the view, on its close button.
  await expect(view.getByRole('button', { name: labels.close })).toBeFocused();
  await expectNoAxeViolations(page);
  await lookAt(page, screenshot);

  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(dialogOf(page)).toBeVisible();

  await button.click();
  await view.getByRole('button', { name: labels.close }).click();
  await expect(view).toHaveCount(0);
  await expect(button).toBeFocused();
}

test('an English summary-only attraction reads in English, its Chinese kept where it helps', async ({
  page,
}) => {
  // Stone Art Street: only its summary is translated; hours 每日14:00~22:30, ticket 免費.
  const place = await detail(page, 'en', 309);
  await page.goto('/pwa/#/en/?attraction=309');
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('heading', { level: 1 })).toContainText('Stone Art Street');

  await expectSummaryThenOriginal(page, place, {
    about: 'About',
    original: 'Original description (Chinese)',
  });
  await expect(section(dialog, 'Opening hours')).toContainText('Daily 14:00–22:30');
  await expect(section(dialog, 'Opening hours')).not.toContainText('每日');
  await expect(fact(dialog, 'Tickets')).toHaveText('Free');
  await expectAddress(dialog, 'Address', place, {
    romanised: 'Hualien City, Hualien County 970, Taiwan',
  });
  await expectNoAxeViolations(page);
  await screenshots(page, 'en', ['Practical information', 'Original description (Chinese)']);

  await expectDriverView(
    page,
    place,
    { open: 'Show to driver', title: 'Show this to your driver', close: 'Close' },
    'place-language-driver-en-390.png',
  );
});

test('a Japanese summary-only attraction reads in Japanese; the note no rule reads stays Chinese, marked', async ({
  page,
}) => {
  // 吉安慶修院: hours 週二至週日 08:30~17:00 (週一休館); a numbered ticket note no rule reads.
  const place = await detail(page, 'ja', 115);
  await page.goto('/pwa/#/ja/?attraction=115');
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('heading', { level: 1 })).toBeVisible();

  await expectSummaryThenOriginal(page, place, {
    about: '紹介',
    original: '原文の説明（中国語）',
  });
  const hours = section(dialog, '開放時間');
  await expect(hours.getByRole('listitem')).toHaveText(['火～日 08:30～17:00', '定休日：月曜日']);
  const ticket = fact(dialog, 'チケット');
  await expect(ticket.locator('.in-chinese')).toHaveText('中国語');
  await expect(ticket.locator('[lang="zh-Hant"]')).toHaveText(squash(place.ticket!));
  await expectAddress(dialog, '住所', place, {
    township: '吉安郷',
    romanised: "Ji'an Township, Hualien County 973, Taiwan",
  });
  await expectNoAxeViolations(page);
  await screenshots(page, 'ja', ['基本情報', '原文の説明（中国語）']);

  await expectDriverView(
    page,
    place,
    {
      open: '運転手に見せる',
      title: 'この画面を運転手に見せてください',
      close: '閉じる',
    },
    'place-language-driver-ja-390.png',
  );
});

test('in Chinese the notes, the address and the description stay as written', async ({ page }) => {
  const place = await detail(page, 'zh-tw', 309);
  await page.goto('/pwa/#/zh-tw/?attraction=309');
  const dialog = dialogOf(page);
  await expect(section(dialog, '開放時間')).toContainText('每日14:00~22:30');
  await expect(fact(dialog, '門票')).toHaveText('免費');
  await expect(fact(dialog, '地址')).toHaveText(place.address);
  await expect(dialog.locator('.in-chinese')).toHaveCount(0);
  await expect(section(dialog, '介紹').locator('.rich-text')).toHaveText(
    squash(await textOf(page, place.content)),
  );
  await expect(section(dialog, '中文原文')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshots(page, 'zh-tw', ['實用資訊', '介紹']);
});
