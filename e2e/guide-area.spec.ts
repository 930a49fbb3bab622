import type { APIRequestContext, Page } from '@playwright/test';
import type { GuideSummary, ListPage } from '@ecg/domain/contracts';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * The guide area (requirements §2 /{lang}/guide/{type}/{value}) in a browser: a guide opening
 * its overlay over the list, and axe. The tabs, the list as the API answers it, No Data, the
 * marks and the keyword in the address are screen tests (web/test/screens/guide-area.test.tsx).
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function apiGuides(
  request: APIRequestContext,
  lang: string,
  query: Record<string, string>,
): Promise<ListPage<GuideSummary>> {
  const params = new URLSearchParams({ ...query, pageSize: '20' });
  const answer = await request.get(`/${lang}/opendata/tour-guides?${params.toString()}`, {
    headers: HEADERS,
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: ListPage<GuideSummary> }).data;
}

const titles = (page: Page) => page.locator('.guide-list .card__title');

test('a guide opens the guide overlay over the list', async ({ page, request }) => {
  const [first] = (await apiGuides(request, 'en', { type: 'photo' })).items;
  await page.goto('/pwa/#/en/guide/photo');
  await titles(page).first().click();
  await expect(page).toHaveURL(new RegExp(`#/en/guide/photo\\?guide=${String(first?.id)}$`));
  await expect(page.locator('.overlay--open')).toBeVisible();
});

test('the guide area passes axe, its list and No Data', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pwa/#/en/guide/photo');
  await expect(titles(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'guide-en-390.png', { fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await lookAt(page, 'guide-en-768.png', { fullPage: true });
  await page.goto('/pwa/#/en/guide/video');
  await expect(page.getByRole('status').filter({ hasText: 'No Data' })).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'guide-en-video-768.png');
});
