import type { Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/** The WRA's still pictures: never fetched from the internet here, answered with a small PNG. */
const CAMERA_HOST = 'https://fmg.wra.gov.tw/**';
const STILL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAVElEQVR42u3PMQ0AIAwAMOSgDhs4QAQOeLjxggk8jGtJkxpo6fumVgQEBAQEBAQEBAQEBAQEgoHaZmoCAgICAgICAgICAvHAWSM1AQEBAQEBAYEPD+3ENkuYTlxKAAAAAElFTkSuQmCC',
  'base64',
);

/** Answers the camera host with the still; `fail` makes it answer 503 from then on. */
async function answerCameras(page: Page) {
  const asked: string[] = [];
  const state = { fail: false };
  await page.route(CAMERA_HOST, (route: Route) => {
    asked.push(route.request().url());
    return state.fail
      ? route.fulfill({ status: 503, body: 'unavailable' })
      : route.fulfill({ status: 200, contentType: 'image/png', body: STILL });
  });
  return { asked, state };
}

const region = (page: Page, name: string) =>
  page.locator('.webcam-region').filter({ has: page.getByRole('heading', { name, exact: true }) });

/*
 * What each part of the tab and of a camera's page says, in each language, from the server's
 * samples (the crossing outlook, the webcams by region, the camera's facts and links) is held by
 * web/test/screens/live.test.tsx. Here, in English, what needs a browser: the pictures arriving
 * in their box, the forecast opening, a card opening its page and Back, and axe at two widths.
 */
test("the Live tab's pictures arrive, a card opens its camera's page, and Back returns", async ({
  page,
}) => {
  const { asked } = await answerCameras(page);
  await page.goto('/pwa/#/en/live-camera/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live');
  const here = page.locator('.local-conditions');
  await expect(here.locator('.condition .condition-stamp')).toHaveCount(9);
  const crossing = page.locator('.crossing');
  await expect(crossing.locator('.crossing-day')).toHaveCount(4);
  const forecast = crossing.locator('details').first();
  await forecast.getByText('The forecast it is based on').click();
  await expect(forecast.getByText('Green Island–Orchid Island waters').first()).toBeVisible();
  await lookAt(crossing, 'live-crossing-en-390.png');
  // The first card's picture arrives (from the WRA's host, answered here) in its fixed box.
  const hualien = region(page, 'Hualien');
  const first = hualien.locator('img').first();
  await expect(first).toHaveJSProperty('complete', true);
  expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  expect(asked.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await lookAt(page, 'live-tab-en-390.png', { fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoAxeViolations(page);
  await lookAt(page, 'live-tab-en-768.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // A card opens its camera's page; its picture arrives and says when; Back returns to the tab.
  await hualien.getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/en\/live-camera\/9$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Beipu Coast Guard Post, camera 1',
  );
  await expect(page.getByRole('status').filter({ hasText: /^Updated \d{2}:\d{2}$/ })).toBeVisible();
  await expect(page.locator('.camera-picture img')).toHaveJSProperty('complete', true);
  await expectNoAxeViolations(page);
  await lookAt(page, 'live-camera-en-390.png', { fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoAxeViolations(page);
  await lookAt(page, 'live-camera-en-768.png', { fullPage: true });
  await page.getByRole('link', { name: 'Back to Live' }).click();
  await expect(page).toHaveURL(/#\/en\/live-camera\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Coast webcams' })).toBeVisible();
});

test('a picture that cannot be loaded says so, on the tab', async ({ page }) => {
  const { state } = await answerCameras(page);
  state.fail = true;
  await page.goto('/pwa/#/en/live-camera/');
  const taitung = region(page, 'Taitung');
  await taitung.scrollIntoViewIfNeeded();
  await expect(taitung.getByText('The picture could not be loaded.')).toBeVisible();
});

test("the camera's page asks for a new picture each minute, and keeps the last one greyed when it fails", async ({
  page,
}) => {
  await page.clock.install();
  const { asked, state } = await answerCameras(page);
  await page.goto('/pwa/#/en/live-camera/1852');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lishan (fixed view)');
  const picture = page.locator('.camera-picture img');
  await expect(picture).toHaveJSProperty('complete', true);
  const firstAsked = asked.length;
  const firstSrc = await picture.getAttribute('src');

  await page.clock.runFor(60_000);
  await expect.poll(() => asked.length).toBeGreaterThan(firstAsked);
  await expect(picture).not.toHaveAttribute('src', firstSrc ?? '');
  await expect(page.locator('.webcam-frame--old')).toHaveCount(0);

  state.fail = true;
  await page.clock.runFor(60_000);
  await expect(page.locator('.camera-picture').getByRole('status')).toHaveText(
    /^A new picture could not be loaded; this one is from \d{2}:\d{2}\.$/,
  );
  await expect(page.locator('.webcam-frame--old img')).toBeVisible();
  await lookAt(page, 'live-camera-failed-en-390.png');
  state.fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.camera-picture').getByRole('status')).toHaveText(
    /^Updated \d{2}:\d{2}$/,
  );
  await expect(page.locator('.webcam-frame--old')).toHaveCount(0);
});

test('hidden, the page asks for no picture; shown again, it asks at once', async ({ page }) => {
  await page.clock.install();
  const { asked } = await answerCameras(page);
  await page.goto('/pwa/#/en/live-camera/190');
  await expect(page.locator('.camera-picture img')).toHaveJSProperty('complete', true);
  const before = asked.length;
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await page.clock.runFor(180_000);
  expect(asked.length).toBe(before);
  await setVisibility('visible');
  await expect.poll(() => asked.length).toBe(before + 1);
});
