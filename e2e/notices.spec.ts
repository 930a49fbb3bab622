import { expect, expectNoAxeViolations, lookAt, test } from './support';

/** The typhoon-season warning applies from July to September (data/editorial/notices.json). */
const TYPHOON_SEASON = new Date('2026-08-14T10:00:00+08:00');
const NOVEMBER = new Date('2026-11-14T10:00:00+08:00');

/*
 * What the notices show from the server's answer (out of season the typhoon warning waits
 * unread; an answer that failed shows nothing) is held by web/test/screens/notices.test.tsx;
 * a seasonal notice on the home only in its months by domain/src/rules/notices.test.ts
 * (seasonal warnings) and web/test/screens/home.test.tsx (every section shows what the API
 * answers). Here, in English, the browser's part: pop-ups, reloads, focus, colours and axe.
 */
test.describe('important notices on a first visit', () => {
  // About the editorial notices: CWA's warnings of the samples (their own spec) are seen.
  test.use({ noticesRead: 'live' });

  test('pop up the first unread warning once, show a red dot, and keep read state across a reload', async ({
    page,
  }) => {
    await page.clock.setFixedTime(TYPHOON_SEASON);
    await page.goto('/pwa/#/en/');
    const popup = page.getByRole('dialog', { name: 'Typhoon season: stay safe' });
    await expect(popup).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, 'notice-popup-en.png');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    // Other notices are still unread: the menu button carries the red dot.
    const dot = page.getByRole('img', { name: 'There are unread notices' });
    await expect(dot.first()).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /^Important notices/ }).click();
    const list = page.getByRole('dialog', { name: 'Important notices' });
    await expect(list.getByRole('button')).not.toHaveCount(0);
    await expectNoAxeViolations(page);
    const items = list.getByRole('listitem');
    const count = await items.count();
    for (let index = 0; index < count; index += 1) {
      await list.getByRole('listitem').nth(index).getByRole('button').click();
      await page.getByRole('button', { name: 'Back to the notices' }).click();
    }
    await expect(list.getByText('Unread')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dot).toHaveCount(0);

    const refetched = page.waitForResponse((r) => r.url().includes('/opendata/notices'));
    await page.reload();
    await refetched;
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(dot).toHaveCount(0);
  });

  test.describe('with the location refused', () => {
    test.use({ permissions: [] });

    test('one dialog unasked a visit: the typhoon warning, and the location hint on the next', async ({
      page,
    }) => {
      await page.clock.setFixedTime(TYPHOON_SEASON);
      await page.goto('/pwa/#/en/');
      // The refusal is known (it comes before the notices, which wait a second).
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('ecg.geolocation.allowed')))
        .toBe('false');
      const warning = page.getByRole('dialog', { name: 'Typhoon season: stay safe' });
      await expect(warning).toBeVisible();
      const hint = page.getByRole('dialog', { name: 'Location is not available' });
      await expect(hint).toHaveCount(0);
      await expect(page.locator('dialog[open]')).toHaveCount(1);
      await lookAt(page, 'first-visit-warning-en.png');

      // No second dialog follows the warning: the hint, not snoozed, waits for the next visit.
      await warning.getByRole('button', { name: 'Close' }).click();
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      const noticesCame = page.waitForResponse((r) => r.url().includes('/opendata/notices'));
      await page.reload();
      await noticesCame;
      await expect(hint).toBeVisible();
      await expect(page.locator('dialog[open]')).toHaveCount(1);
      await expectNoAxeViolations(page);
      await lookAt(page, 'first-visit-location-hint-en.png');
      await hint.getByRole('button', { name: 'OK' }).click();
      await expect(page.locator('dialog[open]')).toHaveCount(0);
    });

    test('in November the location hint comes alone', async ({ page }) => {
      await page.clock.setFixedTime(NOVEMBER);
      await page.goto('/pwa/#/en/');
      await expect(page.getByRole('dialog', { name: 'Location is not available' })).toBeVisible();
      await expect(page.locator('dialog[open]')).toHaveCount(1);
    });
  });
});

test('the menu: notices, languages and no social link that is not configured', async ({ page }) => {
  const fetched = page.waitForResponse(/\/opendata\/notices/);
  await page.goto('/pwa/#/zh-tw/');
  await fetched;
  await page.getByRole('button', { name: '開啟選單' }).click();
  const menu = page.getByRole('dialog', { name: '選單' });
  await expect(menu.getByRole('button', { name: /^重要公告/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: /^語言/ })).toBeVisible();
  // Not installed: no reload link.
  await expect(menu.getByRole('link', { name: '重新載入' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await lookAt(page, 'menu-zh-tw.png');
  // A click outside closes it and gives focus back to the menu button.
  await page.mouse.click(10, 400);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: '開啟選單' })).toBeFocused();
});

test('on a visit that loads no pop-up, the home’s notice badges keep their colours', async ({
  page,
}) => {
  // Every notice is read (support.ts), as after a first visit: no pop-up, nor its chunk, loads.
  const answered = page.waitForResponse(/\/opendata\/notices/);
  await page.goto('/pwa/#/en/');
  await answered;
  const badges = page.locator('.home-notices .notice-type');
  await expect(badges.first()).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  const looks = await badges.evaluateAll((all) =>
    all.map((badge) => ({
      type: /notice-type--(\d)/.exec(badge.className)?.[1],
      colour: getComputedStyle(badge).color,
      background: getComputedStyle(badge).backgroundColor,
    })),
  );
  const BACKGROUNDS: Record<string, string> = { '1': 'rgb(122, 77, 0)', '2': 'rgb(179, 38, 30)' };
  for (const look of looks) {
    expect(look.colour).toBe('rgb(255, 255, 255)');
    expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
    const expected = BACKGROUNDS[look.type ?? ''];
    if (expected) expect(look.background).toBe(expected);
  }
  await lookAt(page, 'home-notice-badges-en.png');
});
