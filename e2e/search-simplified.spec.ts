import { expect, expectNoAxeViolations, test } from './support';

/**
 * The interface offers Simplified Chinese, and the Chinese content is in Traditional
 * characters; a keyword typed in Simplified characters (绿岛) finds the places written in
 * Traditional ones (綠島), whichever Chinese the interface is in. What the search finds in each
 * is checked by the screen tests (web/test/screens/search-simplified.test.tsx); here, the switch
 * to Simplified Chinese through the menu, a search after it, and axe.
 */

test('绿岛 with the interface switched to Simplified Chinese finds the places, and passes axe', async ({
  page,
}) => {
  await page.goto('/pwa/#/zh-tw/search/attractions/');
  await page.getByRole('button', { name: '開啟選單' }).click();
  await page.getByRole('button', { name: /^語言/ }).click();
  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/#\/zh-tw\/search\/attractions\/$/);
  const box = page.getByRole('searchbox', { name: '关键字' });
  await box.fill('绿岛');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent('绿岛')}$`));
  await expect(page.locator('.search-count')).toHaveText(/^共 \d+ 条$/);
  await expect(page.locator('.search-list .card__title').first()).toContainText('綠島');
  await expectNoAxeViolations(page);
});
