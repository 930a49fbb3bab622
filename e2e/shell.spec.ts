import { expect, expectNoAxeViolations, lookAt, test } from './support';

/*
 * The served app: its title, its addresses, axe on the shell. The tabs' words and marks in each
 * language, the addresses spelled out and the not-found screen: web/test/screens/shell.test.tsx.
 */

test('the app opens at /pwa/ as zh-tw’s home, with its title, and passes axe', async ({ page }) => {
  await page.goto('/pwa/');
  await expect(page).toHaveTitle('東部海岸國家風景區');
  await expect(page).toHaveURL(/\/pwa\/#\/zh-tw\/$/);
  const tabs = page.getByRole('navigation', { name: '主要導覽' }).getByRole('link');
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await lookAt(page, 'shell-home-zh-tw.png');
});

test('the root address redirects to the app', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/pwa\/#\/zh-tw\/$/);
});
