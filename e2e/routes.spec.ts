import { expect, expectNoAxeViolations, READ_NOTICES_KEY, test } from './support';

/*
 * The route table of requirements §2 where a browser is needed: scrolling, a chunk that cannot
 * load, axe. Each address's area, tab, title and description, the game placeholder and the
 * not-found screen's words and way home are screen tests (web/test/screens/routes.test.tsx).
 */

test.describe('the route table of requirements §2', () => {
  test('the not-found screen, inside the shell, passes axe', async ({ page }) => {
    await page.goto('/pwa/#/en/nowhere/a/b/c');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expectNoAxeViolations(page);
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
