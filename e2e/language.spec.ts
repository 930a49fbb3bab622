import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

const openLanguages = async (page: Page, menu: string, item: string) => {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('button', { name: new RegExp(`^${item}`) }).click();
};

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

  test('Simplified Chinese reads the zh-tw content', async ({ page }) => {
    await page.goto('/pwa/#/en/');
    await openLanguages(page, 'Open menu', 'Language');
    await page.getByRole('button', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/#\/zh-tw\/$/);
    await expect(page.getByRole('link', { name: '首页' })).toBeVisible();
  });

  test('a link to another language opens in it whatever was chosen before', async ({ page }) => {
    await page.goto('/pwa/#/en/');
    await openLanguages(page, 'Open menu', 'Language');
    await page.getByRole('button', { name: '한국어' }).click();
    await expect(page.getByRole('link', { name: '홈' })).toBeVisible();
    await page.goto('/pwa/#/ja/');
    await expect(page.getByRole('link', { name: 'ホーム' })).toBeVisible();
  });
});
