import type { Browser } from '@playwright/test';
import { SHOP_EXTRAS } from '@ecg/domain/answered-records';
import type { Shop } from '@ecg/domain/contracts';
import { lookAt, test } from './support';
import {
  backLink,
  detail,
  dialogOf,
  expect,
  expectOverlayAccessible,
  section,
} from './place-overlay.support';

/**
 * The shop overlay's fields the seed does not hold (ratings, Google hours, closure notices,
 * audio, booking, menu, signature features, rental items, coupons, themes, LINE and WeChat,
 * consumption and reservation notes): a real record with them added is answered by
 * page.route, which only sees requests while no service worker answers them. What the page shows
 * of those fields (ratings, links, features, themes, notes) is asserted in
 * web/test/screens/place-overlay-extras.test.tsx; this file keeps today's hours on the browser's
 * clock, axe, the coupon followed, the clipboard and the audio guide.
 */

/** A silent one-second WAV, for the audio guide. */
function silentWav(seconds = 1, rate = 8000): Buffer {
  const samples = seconds * rate;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  wav.fill(128, 44);
  return wav;
}

/** A page whose shop detail answers a real record with every extra added. */
async function richShopPage(browser: Browser, id: number) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    permissions: ['clipboard-read', 'clipboard-write', 'geolocation'],
    geolocation: { latitude: 23.020216835184925, longitude: 121.32502856654718 },
  });
  const page = await context.newPage();
  await page.route(/\/en\/opendata\/notices/, (route) =>
    route.fulfill({ json: { success: true, data: [] } }),
  );
  await page.route(/\/en\/opendata\/shops\/detail$/, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { success: boolean; data: Shop };
    await route.fulfill({
      response,
      json: { ...answer, data: { ...answer.data, ...SHOP_EXTRAS } },
    });
  });
  await page.route(/\/place-test\/guide\.wav$/, (route) =>
    route.fulfill({ body: silentWav(), contentType: 'audio/wav' }),
  );
  // Tuesday in Taipei: the Google week's second line is today's.
  await page.clock.setFixedTime(new Date('2026-03-03T10:00:00+08:00'));
  await page.goto(`/pwa/#/en/?shop=${id}`);
  return { context, page };
}

test.describe('a shop with every extra (routed record)', () => {
  const id = 747;

  test('shows the Google week with today, passes axe, and opens a coupon', async ({
    browser,
    request,
  }) => {
    const place = await detail(request, 'shop', id);
    const { context, page } = await richShopPage(browser, id);
    const dialog = dialogOf(page);
    await expect(dialog.getByRole('heading', { level: 1 })).toContainText(place.name);

    const hours = section(dialog, 'Opening hours');
    await expect(hours.locator('.place-hours__today')).toContainText('Today');
    await expect(hours.locator('.place-hours__today')).toContainText('Tuesday: Closed');
    const week = hours.getByRole('listitem');
    await expect(week.first()).toBeHidden();
    await hours.getByText('Hours for the whole week').click();
    await expect(week).toHaveText(SHOP_EXTRAS.opentimeGoogle);
    await expect(week.nth(1)).toHaveAttribute('aria-current', 'date');
    await expectOverlayAccessible(page);
    await lookAt(page, 'overlay-shop-rich-390.png');
    await page.locator('.overlay__body').evaluate((body) => {
      body.scrollTop = body.scrollHeight / 2;
    });
    await lookAt(page, 'overlay-shop-rich-middle-390.png');
    await page.setViewportSize({ width: 768, height: 1024 });
    await lookAt(page, 'overlay-shop-rich-768.png');
    await expectOverlayAccessible(page);

    // A coupon opens its overlay, whose back link returns to the shop.
    await section(dialog, 'Coupons')
      .getByRole('link', { name: /10% off/ })
      .click();
    await expect(page).toHaveURL(/#\/en\/\?coupon=1$/);
    await expect(backLink(page)).toHaveAttribute('href', `#/en/?shop=${id}`);
    await context.close();
  });

  test('copies the LINE and WeChat accounts and says so for a moment', async ({ browser }) => {
    const { context, page } = await richShopPage(browser, id);
    const contact = section(dialogOf(page), 'Contact');
    await expect(contact).toContainText(SHOP_EXTRAS.line);
    await contact.getByRole('button', { name: `Copy LINE account ${SHOP_EXTRAS.line}` }).click();
    const toast = page.locator('.toast__text');
    await expect(toast).toHaveText('Account copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SHOP_EXTRAS.line);
    await lookAt(page, 'overlay-shop-copied-390.png');
    await expect(toast).toHaveCount(0, { timeout: 2000 });

    await contact
      .getByRole('button', { name: `Copy WeChat account ${SHOP_EXTRAS.wechat}` })
      .click();
    await expect(toast).toHaveText('Account copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SHOP_EXTRAS.wechat);
    await expect(toast).toHaveCount(0, { timeout: 2000 });
    await context.close();
  });

  test('the audio button plays, pauses, starts over at the end and stops on leaving', async ({
    browser,
  }) => {
    const { context, page } = await richShopPage(browser, id);
    const dialog = dialogOf(page);
    const play = dialog.getByRole('button', { name: 'Play audio guide' });
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    await play.click();
    const pause = dialog.getByRole('button', { name: 'Pause audio guide' });
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await pause.click();
    await expect(play).toHaveAttribute('aria-pressed', 'false');

    // The recording lasts a second: at its end the button is back to Play, from the start.
    await play.click();
    await expect(pause).toBeVisible();
    await expect(play).toBeVisible();
    const audio = await page.locator('.overlay--open audio').elementHandle();
    expect(await audio?.evaluate((element) => (element as HTMLAudioElement).currentTime)).toBe(0);

    // Leaving the page stops it.
    await play.click();
    await expect(pause).toBeVisible();
    await backLink(page).click();
    await expect(page).toHaveURL(/#\/en\/$/);
    // The address changes first; the page it leaves stops its player when it next renders.
    await expect
      .poll(() => audio?.evaluate((element) => (element as HTMLAudioElement).paused))
      .toBe(true);
    await context.close();
  });
});
