import type { Page } from '@playwright/test';
import type { Attraction } from '@ecg/domain/contracts';
import { expectNoAxeViolations, lookAt, test } from './support';
import { HEADERS, dialogOf, expect, section } from './place-overlay.support';

/**
 * A place read in English or Japanese (requirements §3): the translated summary first, then the
 * Chinese text under its own heading; opening hours, tickets and parking said in the reader's
 * language where the domain's rule reads them, marked Chinese where it does not; the Chinese
 * address with the township beside it; and the "show to driver" view. What the page says in
 * English, Japanese and Chinese is asserted in web/test/screens/place-language.test.tsx; this file
 * keeps, in English, the driver view as a browser shows it (full screen, size, focus, Escape) and
 * axe on the place.
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

test('the driver view covers the phone, holds the focus and closes by Escape and button', async ({
  page,
}) => {
  // Stone Art Street: its words in English are asserted in web/test/screens/place-language.test.tsx.
  const place = await detail(page, 'en', 309);
  await page.goto('/pwa/#/en/?attraction=309');
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('heading', { level: 1 })).toContainText('Stone Art Street');
  await expect(section(dialog, 'Original description (Chinese)')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'en', ['Practical information', 'Original description (Chinese)']);

  await expectDriverView(
    page,
    place,
    { open: 'Show to driver', title: 'Show this to your driver', close: 'Close' },
    'place-language-driver-en-390.png',
  );
});
