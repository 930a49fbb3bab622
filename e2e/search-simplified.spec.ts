import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * The interface offers Simplified Chinese, and the Chinese content is in
 * Traditional characters; a keyword typed in Simplified characters (绿岛) finds the places
 * written in Traditional ones (綠島), whichever Chinese the interface is in.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** What the API finds for the Traditional form of the word: the Green Island attractions. */
async function greenIslandAttractions(request: APIRequestContext) {
  const answer = await request.get(
    `/zh-tw/opendata/attractions?pageSize=100&q=${encodeURIComponent('綠島')}`,
    { headers: HEADERS },
  );
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { items: { name: string }[]; total: number } };
  expect(data.total).toBeGreaterThan(5);
  return data;
}

async function searchFor(page: Page, field: string, word: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: field });
  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word)}$`));
  await expect(box).toHaveValue(word);
}

async function expectGreenIsland(page: Page, names: string[]): Promise<void> {
  const titles = page.locator('.search-list .card__title');
  await expect(titles.first()).toBeVisible();
  const shown = await titles.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  expect(names).toEqual(expect.arrayContaining(shown));
  expect(shown.filter((name) => name.includes('綠島')).length).toBeGreaterThan(2);
}

test('绿岛 in the zh-tw attraction list finds the Green Island places', async ({
  page,
  request,
}) => {
  const expected = await greenIslandAttractions(request);
  await page.goto('/pwa/#/zh-tw/search/attractions/');
  await searchFor(page, '關鍵字', '绿岛');
  await expect(page.locator('.search-count')).toHaveText(`共 ${expected.total} 筆`);
  await expectGreenIsland(
    page,
    expected.items.map((item) => item.name),
  );
  await lookAt(page, 'search-simplified-zh-tw.png');
  await expectNoAxeViolations(page);
});

test('绿岛 with the interface in Simplified Chinese finds the same places', async ({
  page,
  request,
}) => {
  const expected = await greenIslandAttractions(request);
  await page.goto('/pwa/#/zh-tw/search/attractions/');
  await page.getByRole('button', { name: '開啟選單' }).click();
  await page.getByRole('button', { name: /^語言/ }).click();
  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/#\/zh-tw\/search\/attractions\/$/);
  await searchFor(page, '关键字', '绿岛');
  await expect(page.locator('.search-count')).toHaveText(`共 ${expected.total} 条`);
  await expectGreenIsland(
    page,
    expected.items.map((item) => item.name),
  );
  await lookAt(page, 'search-simplified-zh-cn.png');
  await expectNoAxeViolations(page);
});
