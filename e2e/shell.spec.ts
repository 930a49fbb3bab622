import { expect, expectNoAxeViolations, lookAt, test } from './support';

test('the app opens at /pwa/ with its title and the five bottom tabs', async ({ page }) => {
  await page.goto('/pwa/');
  await expect(page).toHaveTitle('東部海岸國家風景區');
  const tabs = page.getByRole('navigation', { name: '主要導覽' }).getByRole('link');
  await expect(tabs).toHaveText(['首頁', '快搜', '導覽', '直播', '服務']);
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await lookAt(page, 'shell-home-zh-tw.png');
});

test('the root address redirects to the app', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/pwa\/#\/zh-tw\/$/);
});

test('an English route shows the English tabs and marks the current one', async ({ page }) => {
  await page.goto('/pwa/#/en/guide/');
  const tabs = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
  await expect(tabs).toHaveText(['Home', 'Search', 'Guide', 'Live', 'Service']);
  await expect(page.getByRole('link', { name: 'Guide' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);
  await lookAt(page, 'shell-guide-en.png');
});

test.describe('the language of a route', () => {
  for (const [address, canonical] of [
    ['/pwa/', '/pwa/#/zh-tw/'],
    ['/pwa/#/pages/guide/', '/pwa/#/zh-tw/guide/'],
    ['/pwa/#/service/', '/pwa/#/zh-tw/service/'],
  ] as const) {
    test(`${address} is zh-tw, spelled out as ${canonical}`, async ({ page }) => {
      await page.goto(address);
      await expect(page).toHaveURL(new RegExp(`${canonical.replace(/[/#]/g, '\\$&')}$`));
      await expect(page.getByRole('navigation', { name: '主要導覽' })).toBeVisible();
    });
  }

  test('a first segment that is no language shows the not-found screen with a way home', async ({
    page,
  }) => {
    await page.goto('/pwa/#/xx/guide/');
    await expect(page.getByRole('heading', { name: '找不到這個頁面' })).toBeVisible();
    await page.getByRole('link', { name: '回首頁' }).click();
    await expect(page).toHaveURL(/#\/zh-tw\/$/);
  });
});
