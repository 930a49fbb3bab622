import { expect, expectNoAxeViolations, lookAt, test } from './support';

/** The typhoon-season warning applies from July to September (data/editorial/notices.json). */
const TYPHOON_SEASON = new Date('2026-08-14T10:00:00+08:00');
const NOVEMBER = new Date('2026-11-14T10:00:00+08:00');

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

  test('out of its season the typhoon warning is not forced: it waits, unread, in the list', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOVEMBER);
    await page.goto('/pwa/#/en/');
    // The notices have come: unread ones put the red dot on the menu button.
    await expect(page.getByRole('img', { name: 'There are unread notices' }).first()).toBeVisible();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /^Important notices/ }).click();
    const typhoon = page
      .getByRole('dialog', { name: 'Important notices' })
      .getByRole('listitem')
      .filter({ hasText: 'Typhoon season: stay safe' });
    await expect(typhoon).toContainText('Unread');
    await lookAt(page, 'notices-november-en.png');
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

  test('a notice answer with success false shows nothing', async ({ browser }) => {
    // page.route cannot see requests a service worker answers, so this visit runs without one.
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.route(/\/opendata\/notices/, (route) =>
      route.fulfill({ json: { success: false, message: 'maintenance' } }),
    );
    const answered = page.waitForRequest(/\/opendata\/notices/);
    await page.goto('/pwa/#/en/');
    await answered;
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: /^Important notices/ })).toHaveCount(0);
    await context.close();
  });
});

test.describe('the editorial notices alone', () => {
  // page.route sees no call the service worker makes itself.
  test.use({ serviceWorkers: 'block' });

  test('the home lists a seasonal notice only in its months', async ({ page }) => {
    // CWA's warnings of the samples, the newest notices, would take the home's three places.
    await page.route(/\/opendata\/notices/, async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { data: { source?: unknown }[] };
      const data = answer.data.filter((notice) => notice.source === undefined);
      await route.fulfill({ response, json: { ...answer, data } });
    });
    const notices = page.locator('.home-notices');
    await page.clock.setFixedTime(NOVEMBER);
    await page.goto('/pwa/#/en/');
    await expect(notices.getByRole('button', { name: /Safety on the coast/ })).toBeVisible();
    await expect(notices.getByText('Sun and heat')).toHaveCount(0);

    await page.clock.setFixedTime(new Date('2026-07-14T10:00:00+08:00'));
    await page.reload();
    await expect(notices.getByText('Sun and heat')).toBeVisible();
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
