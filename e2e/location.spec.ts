import { emulateInstalled, expect, expectNoAxeViolations, lookAt, test } from './support';

test.describe('location denied', () => {
  test.use({ permissions: [] });

  test('shows the three explanations, and the 24-hour snooze holds across a reload', async ({
    page,
  }) => {
    await page.goto('/pwa/#/en/');
    const hint = page.getByRole('dialog', { name: 'Location is not available' });
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('Some functions may not be available.');
    await expect(hint).toContainText('location service is off');
    await expect(hint).toContainText('clear the browser cache');
    await expectNoAxeViolations(page);
    await lookAt(page, 'location-denied-en.png');

    // Closed without the snooze: it asks again next time.
    await hint.getByRole('button', { name: 'OK' }).click();
    await page.reload();
    await expect(hint).toBeVisible();
    await hint.getByRole('checkbox', { name: "Don't show again for 24 hours" }).check();
    await hint.getByRole('button', { name: 'OK' }).click();
    // The hint is decided when this visit's notices have come and the position was refused
    // (which sets the flag again): only then does its absence mean something.
    await page.evaluate(() => localStorage.removeItem('ecg.geolocation.allowed'));
    const noticesCame = page.waitForResponse((answer) =>
      answer.url().includes('/opendata/notices'),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noticesCame;
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ecg.geolocation.allowed')))
      .toBe('false');
    await expect(hint).toHaveCount(0);
    const until = await page.evaluate(() =>
      Number(localStorage.getItem('ecg.hint.location.until')),
    );
    expect(until - Date.now()).toBeGreaterThan(86_000_000);
  });
});

test.describe('outside the managed area', () => {
  test.use({ geolocation: { latitude: 25.033, longitude: 121.5654 } });

  test('the visitor is pointed to the guide', async ({ page }) => {
    await page.goto('/pwa/#/en/');
    await page.getByRole('button', { name: 'Go to the guide' }).click();
    await expect(page).toHaveURL(/#\/en\/guide$/);
  });
});

test('an allowed position is kept', async ({ page }) => {
  await page.goto('/pwa/#/en/');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ecg.geolocation.allowed')))
    .toBe('true');
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('ecg.geolocation.position') ?? '{}'),
  );
  expect(stored.lat).toBeCloseTo(23.0202, 3);
});

test('installed mode marks the page and shows the reload link in zh-tw only', async ({ page }) => {
  await emulateInstalled(page);
  await page.goto('/pwa/#/zh-tw/');
  await expect(page.locator('html')).toHaveClass(/is-installed/);
  await expect(page.locator('html')).toHaveClass(/is-android/);
  await page.getByRole('button', { name: '開啟選單' }).click();
  await expect(page.getByRole('link', { name: '重新載入' })).toHaveAttribute('href', '/pwa/');
  await page.keyboard.press('Escape');
  await page.goto('/pwa/#/en/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reload' })).toHaveCount(0);
});

test('a browser tab is not marked installed', async ({ page }) => {
  await page.goto('/pwa/#/en/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/is-installed/);
});

test.describe('on an iPhone, in the browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('the add-to-home-screen hint shows until dismissed for good', async ({ page }) => {
    await page.goto('/pwa/#/en/');
    const hint = page.getByRole('dialog', { name: 'Add to Home Screen' });
    await expect(hint).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, 'ios-hint-en.png');
    await hint.getByRole('button', { name: "Don't show again" }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hint).toHaveCount(0);
  });
});

test('installed, a load that lasts 10 s offers the reload link', async ({ browser }) => {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await emulateInstalled(page);
  await page.route(/\/assets\/LivePage-.*\.js$/, () => undefined); // never answers
  await page.goto('/pwa/#/zh-tw/live-camera/');
  const overlay = page.getByRole('status').filter({ hasText: '載入中' });
  await expect(overlay).toBeVisible();
  await expect(page.getByRole('link', { name: '讀取逾時，重新載入' })).toBeVisible();
  await context.close();
});

test('installed, with a device that can share, the top bar offers sharing', async ({ page }) => {
  await emulateInstalled(page);
  await page.addInitScript(() => {
    (window as Window & { shared?: ShareData }).shared = undefined;
    navigator.share = async (data?: ShareData) => {
      (window as Window & { shared?: ShareData }).shared = data;
    };
  });
  await page.goto('/pwa/#/en/guide/');
  await expect(page).toHaveTitle('Guide | East Coast National Scenic Area');
  await page.getByRole('button', { name: 'Share' }).click();
  const shared = await page.evaluate(() => (window as Window & { shared?: ShareData }).shared);
  expect(shared?.url).toContain('#/en/guide/');
});

test('in a browser tab there is no share button', async ({ page }) => {
  await page.goto('/pwa/#/en/');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
});
