import { expect, expectNoAxeViolations, READ_NOTICES_KEY, test } from './support';

test.describe('the route table of requirements §2', () => {
  for (const [path, tab, title] of [
    ['/pwa/#/en/', 'Home', 'Home'],
    ['/pwa/#/en/search/airplane/', 'Search', 'Flights and ferries'],
    ['/pwa/#/en/search/tours/category/all', 'Search', 'Itineraries'],
    ['/pwa/#/ja/guide/photo/3', 'ガイド', 'ガイド'],
    ['/pwa/#/en/live-camera/', 'Live', 'Live'],
    ['/pwa/#/zh-tw/service/', '服務', '服務'],
    // The spec's longest service shape: the weather page of the township of the value, 950.
    ['/pwa/#/zh-tw/service/weather/x/950', '服務', '天氣'],
  ] as const) {
    test(`${path} opens its area with the bottom navigation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('link', { name: tab, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  }

  test('the weather page of the longest service shape answers for the township of its value', async ({
    page,
  }) => {
    await page.goto('/pwa/#/zh-tw/service/weather/x/950');
    await expect(page.getByRole('heading', { level: 2, name: '臺東市' })).toBeVisible();
  });

  // The product's name in the title stayed Chinese in en and ja.
  for (const [lang, guide, home, product] of [
    ['zh-tw', '導覽', '首頁', '東部海岸國家風景區'],
    ['en', 'Guide', 'Home', 'East Coast National Scenic Area'],
    ['ja', 'ガイド', 'ホーム', '東部海岸国家風景区'],
  ] as const) {
    test(`each page in ${lang} has its own title, and home the product's ${lang} name`, async ({
      page,
    }) => {
      await page.goto(`/pwa/#/${lang}/guide/`);
      await expect(page).toHaveTitle(`${guide} | ${product}`);
      await page.getByRole('link', { name: home, exact: true }).click();
      await expect(page).toHaveTitle(product);
    });
  }

  test('description meta only in zh-tw', async ({ page }) => {
    await page.goto('/pwa/#/zh-tw/');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /東部海岸/);
    await page.goto('/pwa/#/en/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveCount(0);
  });

  test('/zh-tw/game is a placeholder; elsewhere it does not exist', async ({ page }) => {
    await page.goto('/pwa/#/zh-tw/game');
    await expect(page.getByText('即將推出')).toBeVisible();
    await page.goto('/pwa/#/en/game');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });

  test('an unknown page shows the not-found screen inside the shell, with a way home', async ({
    page,
  }) => {
    await page.goto('/pwa/#/en/nowhere/a/b/c');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/#\/en\/$/);
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/pwa/#/en/guide/');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 1500);
    });
    await page.getByRole('link', { name: 'Service', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('a screen whose code cannot be loaded says so and offers a retry', async ({
  browser,
  request,
}) => {
  // Without a service worker, so the browser really asks the network for the chunk.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
  });
  // Every notice read, as in the other tests: the warning pop-up would cover the retry button.
  const notices = (await (await request.get('/zh-tw/opendata/notices?type=messages')).json()) as {
    data: { id: number }[];
  };
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    READ_NOTICES_KEY,
    notices.data.map((notice) => notice.id).join(','),
  ] as const);
  const page = await context.newPage();
  await page.route(/\/assets\/LivePage-.*\.js$/, (route) => route.fulfill({ status: 404 }));
  await page.goto('/pwa/#/en/live-camera/');
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('Loading chunk failed (missing)');
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.unroute(/\/assets\/LivePage-.*\.js$/);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live');
  await context.close();
});
