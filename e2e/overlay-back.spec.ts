import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * Back from a detail overlay (requirements §2 back link): the in-app Back returns to where the visitor
 * came from by going back in history, so the browser's Back afterwards does not reopen the
 * overlay; a shared link's Back replaces the overlay with its list. Escape closes an overlay
 * as it closes a dialog, unless a dialog or the picture viewer over it has the key.
 */

const openOverlay = (page: Page) => page.locator('.overlay--open');
const inAppBack = (page: Page) => page.getByRole('link', { name: 'Back', exact: true });

/** The guide, then Home by its tab, then the first featured itinerary: three entries. */
async function tourFromHome(page: Page): Promise<void> {
  await page.goto('/pwa/#/en/guide');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page).toHaveURL(/#\/en\/$/);
  await page.locator('a[href*="?tour="]').first().click();
  await expect(page).toHaveURL(/#\/en\/\?tour=\d+$/);
  await expect(openOverlay(page).getByRole('heading', { level: 1 })).toBeVisible();
}

/** Back in the browser after leaving the overlay lands on the guide, the overlay closed. */
async function browserBackReachesTheGuide(page: Page): Promise<void> {
  await page.goBack();
  await expect(page).toHaveURL(/#\/en\/guide$/);
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(openOverlay(page)).toHaveCount(0);
}

test('home → itinerary → Back in the app → Back in the browser: the guide, not the itinerary', async ({
  page,
}) => {
  await tourFromHome(page);
  await inAppBack(page).click();
  await expect(page).toHaveURL(/#\/en\/$/);
  await expect(openOverlay(page)).toHaveCount(0);
  await browserBackReachesTheGuide(page);
});

test('Escape closes the itinerary the same way', async ({ page }) => {
  await tourFromHome(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#\/en\/$/);
  await expect(openOverlay(page)).toHaveCount(0);
  await browserBackReachesTheGuide(page);
});

test('a shared link: Back puts the list in its place, so the browser Back leaves, not reopens', async ({
  page,
}) => {
  // A link opened from a chat: the app's first page in this tab.
  await page.goto('/pwa/#/en/?tour=2');
  await expect(openOverlay(page).getByRole('heading', { level: 1 })).toBeVisible();
  await inAppBack(page).click();
  await expect(page).toHaveURL(/#\/en\/search\/tours\/category\/all$/);
  await expect(openOverlay(page)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL('about:blank');
});

test('Escape first closes the picture viewer over an itinerary, then the itinerary', async ({
  page,
}) => {
  await tourFromHome(page);
  await openOverlay(page)
    .getByRole('button', { name: /^Enlarge picture 1/ })
    .click();
  // Once its opening animation ends, the viewer takes the focus and listens to keys.
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(/#\/en\/\?tour=\d+$/);
  await expect(openOverlay(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#\/en\/$/);
  await expect(openOverlay(page)).toHaveCount(0);
  await browserBackReachesTheGuide(page);
});

test.describe('with a warning due on a first visit', () => {
  // The editorial warning's pop-up: CWA's warnings of the samples are seen.
  test.use({ noticesRead: 'live' });

  test('Escape closes the pop-up over an itinerary, then the itinerary', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-08-14T10:00:00+08:00'));
    await page.goto('/pwa/#/en/?tour=2');
    const warning = page.getByRole('dialog', { name: 'Typhoon season: stay safe' });
    await expect(warning).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, 'overlay-with-warning-en.png');
    await page.keyboard.press('Escape');
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/#\/en\/\?tour=2$/);
    await expect(openOverlay(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/#\/en\/search\/tours\/category\/all$/);
    await expect(openOverlay(page)).toHaveCount(0);
  });
});

test('a deep link opened over the app: a stop and back, then Back reaches the tours list', async ({
  page,
}) => {
  await page.goto('/pwa/#/zh-tw/');
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
  // The same document: the hash router sees the new address as a pop it never wrote.
  await page.goto('/pwa/#/zh-tw/search/tours/category/all?tour=7');
  const tourTitle = openOverlay(page).getByRole('heading', { level: 1 });
  await expect(tourTitle).toBeVisible();
  const tour = await tourTitle.innerText();
  // The open overlay names the document (requirements §2), with its content as the description.
  await expect(page).toHaveTitle(`${tour} | 東部海岸國家風景區`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^\S{1,150}$/u);
  await openOverlay(page).locator('a.tour-stop').first().click();
  await expect(page).toHaveURL(/\?attraction=\d+$/);
  await expect(openOverlay(page).getByRole('heading', { level: 1 })).not.toHaveText(tour);
  const back = page.getByRole('link', { name: '返回', exact: true });
  await back.click();
  await expect(page).toHaveURL(/#\/zh-tw\/search\/tours\/category\/all\?tour=7$/);
  await expect(openOverlay(page).getByRole('heading', { level: 1 })).toHaveText(tour);
  await back.click();
  await expect(page).toHaveURL(/#\/zh-tw\/search\/tours\/category\/all$/);
  await expect(openOverlay(page)).toHaveCount(0);
  // Closed, the list names the document again.
  await expect.poll(() => page.title()).not.toContain(tour);
  await expect(page).toHaveTitle(/ \| 東部海岸國家風景區$/);
});
