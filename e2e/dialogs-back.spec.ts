import type { Page } from '@playwright/test';
import { blockTiles, mapPanel } from './map.support';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * The phone's Back closes what is open (requirements §2 dialogs, map panel): the menu, the
 * notices list and a notice, the language picker, the forced warning, the picture viewer and
 * the map panel each close on Back, and the address is as it was before they opened.
 */

const TYPHOON_SEASON = new Date('2026-08-14T10:00:00+08:00');
const openDialogs = (page: Page) => page.locator('dialog[open]');

/** Back closes `dialog`, leaves `address` in the bar and the page under it in place. */
async function backCloses(page: Page, dialog: ReturnType<Page['getByRole']>, address: string) {
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(openDialogs(page)).toHaveCount(0);
  expect(page.url()).toBe(address);
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
}

test('Back closes the menu, the notices list, a notice and the language picker', async ({
  page,
}) => {
  await page.goto('/pwa/#/en/search/attractions/');
  const heading = page.locator('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const address = page.url();

  await openMenu(page);
  await backCloses(page, page.getByRole('dialog', { name: 'Menu' }), address);

  await openMenu(page);
  await page.getByRole('button', { name: /^Important notices/ }).click();
  const list = page.getByRole('dialog', { name: 'Important notices' });
  await expect(list.getByRole('listitem')).not.toHaveCount(0);
  await backCloses(page, list, address);

  await openMenu(page);
  await page.getByRole('button', { name: /^Important notices/ }).click();
  const first = list.getByRole('listitem').first();
  const title = (await first.locator('.notice-list__title').innerText()).trim();
  await first.getByRole('button').click();
  const notice = page.getByRole('dialog', { name: title });
  await expect(notice).toBeVisible();
  await backCloses(page, notice, address);

  await openMenu(page);
  await page.getByRole('button', { name: /^Language/ }).click();
  const languages = page.getByRole('dialog', { name: 'Choose a language' });
  await expect(languages).toBeVisible();
  await expectNoAxeViolations(page);
  await backCloses(page, languages, address);

  // The × closes by the same step back: Back afterwards leaves the page, not reopens a dialog.
  await openMenu(page);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(openDialogs(page)).toHaveCount(0);
  expect(page.url()).toBe(address);
  await expect(heading).toBeVisible();

  // A language chosen: the page in that language takes the picker's place in history.
  await openMenu(page);
  await page.getByRole('button', { name: /^Language/ }).click();
  await languages.getByRole('button', { name: '日本語' }).click();
  await expect(page).toHaveURL(/#\/ja\/search\/attractions\/$/);
  await expect(openDialogs(page)).toHaveCount(0);
  await page.goBack();
  expect(page.url()).toBe(address);
  await expect(openDialogs(page)).toHaveCount(0);
});

test('Back closes a notice opened from the home', async ({ page }) => {
  await page.goto('/pwa/#/en/');
  const address = page.url();
  const section = page.getByRole('region', { name: 'Important notices' });
  const item = section.getByRole('button').first();
  await expect(item).toBeVisible();
  const title = (await item.locator('.home-notice__title').innerText()).trim();
  await item.click();
  const notice = page.getByRole('dialog', { name: title });
  await expect(notice).toBeVisible();
  await backCloses(page, notice, address);
  await expect(section).toBeVisible();
});

test.describe('with a warning due on a first visit', () => {
  test.use({ noticesRead: 'live' });

  test('Back closes the forced warning, which does not come back', async ({ page }) => {
    await page.clock.setFixedTime(TYPHOON_SEASON);
    await page.goto('/pwa/#/en/search/attractions/');
    const address = page.url();
    const warning = page.getByRole('dialog', { name: 'Typhoon season: stay safe' });
    await expect(warning).toBeVisible();
    await lookAt(page, 'dialogs-back-warning-en.png');
    await backCloses(page, warning, address);
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(warning).toHaveCount(0);
  });
});

test.describe('the picture viewer and the map panel', () => {
  test.use({ serviceWorkers: 'block' });

  test('Back closes the picture viewer over a place', async ({ page }) => {
    await page.goto('/pwa/#/en/?attraction=1');
    const address = page.url();
    await page
      .getByRole('button', { name: /^Enlarge picture 1/ })
      .first()
      .click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer).toBeVisible();
    await page.goBack();
    await expect(viewer).toHaveCount(0);
    expect(page.url()).toBe(address);
    await expect(page.locator('.overlay--open')).toBeVisible();
  });

  test('Back closes the map opened from the attractions list', async ({ page }) => {
    await blockTiles(page);
    await page.goto('/pwa/#/en/search/attractions/');
    const address = page.url();
    await page.locator('main').getByRole('link', { name: 'Map', exact: true }).click();
    await expect(mapPanel(page)).toHaveClass(/map-panel--open/);
    await page.goBack();
    await expect(mapPanel(page)).not.toHaveAttribute('open');
    expect(page.url()).toBe(address);
  });
});
