import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

const openLanguages = async (page: Page, menu: string, item: string) => {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('button', { name: new RegExp(`^${item}`) }).click();
};

/*
 * The choice made in the language dialog, remembered across a reload. Which content each
 * interface language reads and an address's language winning over a choice made before:
 * web/test/screens/language.test.tsx.
 */
test.describe('languages', () => {
  test('switching language keeps the page, and the choice is remembered', async ({ page }) => {
    await page.goto('/pwa/#/zh-tw/guide/photo/1?q=sea');
    await openLanguages(page, '開啟選單', '語言');
    await expect(page.getByRole('dialog', { name: '選擇語言' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '日本語' }).click();
    await expect(page).toHaveURL(/#\/ja\/guide\/photo\/1\?q=sea$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ガイド');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ガイド');
  });

  test('Korean sets the interface and reads English content, remembered across a reload', async ({
    page,
  }) => {
    await page.goto('/pwa/#/zh-tw/service/');
    await openLanguages(page, '開啟選單', '語言');
    await page.getByRole('button', { name: '한국어' }).click();
    await expect(page).toHaveURL(/#\/en\/service\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('서비스');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('서비스');
    await lookAt(page, 'shell-service-ko.png');
  });
});
