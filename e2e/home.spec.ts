import type { APIRequestContext, Page } from '@playwright/test';
import type { Notice } from '@ecg/domain/contracts';
import { appliesInMonth, stripTitleMarkers } from '@ecg/domain/rules/notices';
import { taipeiMonth } from '@ecg/domain/rules/taipei-offset';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * The home page (requirements §2 Home sections). What each section shows from the API, the themed
 * areas in each language and the cards' targets are checked by the screen tests
 * (web/test/screens/home.test.tsx); here, in English, what needs a browser: the carousel playing
 * on its own, the notice dialog and a tour overlay opened over home, the themed areas' labels
 * whole on a phone, and axe.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path, { headers: HEADERS });
  expect(answer.ok(), path).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** Home with its data in: the notices come a second after start, from the shell's fetch. */
async function openHome(page: Page, lang: string): Promise<void> {
  await page.goto(`/pwa/#/${lang}/`);
  await expect(page.locator('.hero .carousel__slide').first()).toBeVisible();
  await expect(page.locator('.home-notice').first()).toBeVisible();
  await expect(page.locator('.home-tiles .card').first()).toBeVisible();
}

/** The lines a label's text takes on screen: one box top per line. */
const lineCounts = (labels: ReturnType<Page['locator']>) =>
  labels.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }),
  );

// 観光スポット broke as 観光スポッ / ト on a phone: each language's words break differently, so
// each is laid out.
test("the themed areas' labels stay whole at 360 and 390 px in ja, zh-tw and en", async ({
  page,
}) => {
  for (const lang of ['ja', 'zh-tw', 'en'] as const) {
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/pwa/#/${lang}/`);
      const labels = page.locator('.home-area__title');
      await expect(labels.first()).toBeVisible();
      expect(await lineCounts(labels), `${lang} at ${width} px`).toEqual(
        Array.from({ length: await labels.count() }, () => 1),
      );
    }
    await lookAt(page.locator('.home-areas ul'), `home-areas-${lang}.png`);
  }
});

test('home passes axe at 390 and 768 px; the carousel turns; a notice and a tour open over it', async ({
  page,
  request,
}) => {
  const [first] = (await apiData<Notice[]>(request, '/en/opendata/notices?type=messages')).filter(
    (notice) => appliesInMonth(notice, taipeiMonth(Date.now())),
  );
  await openHome(page, 'en');
  await expectNoAxeViolations(page);
  await lookAt(page, 'home-en-390.png', { fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.locator('.home-tiles .card').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'home-en-768.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // The carousel turns on its own after 3 s.
  const dots = page.locator('.hero .carousel__dot');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

  await page.locator('.home-notice').first().click();
  const dialog = page.getByRole('dialog', { name: stripTitleMarkers(first?.title ?? '') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await page
    .getByRole('region', { name: 'Featured itineraries', exact: true })
    .locator('.home-tiles .card__title')
    .first()
    .click();
  await expect(page).toHaveURL(/#\/en\/\?tour=\d+$/);
  await expect(page.locator('.overlay--open')).toBeVisible();
});
