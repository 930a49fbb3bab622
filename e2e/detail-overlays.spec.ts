import type { Page } from '@playwright/test';
import type { Coupon, Guide, StaticPage, Tour, TravelEvent } from '@ecg/domain/contracts';
import { ANSWERED_GUIDES, EVENT_WITH_LINKS, RUNNING_CAMPAIGN } from '@ecg/domain/answered-records';
import { expect, expectOverlayAccessible, post, test } from './support';

/**
 * The tour, coupon, event, static-page and guide overlays (requirements §2). What each shows of
 * its record, in English and Chinese, and where its Back link leads are checked by the screen
 * tests (web/test/screens/detail-overlays.test.tsx, detail-overlays-answered.test.tsx); here, in
 * one language, what needs a browser: the journeys through overlays and Back, the video's 16:9
 * box, and axe on each overlay. Records the seed does not hold (coupons, a campaign, video and
 * audio guides) are answered by page.route, which only sees requests while no service worker
 * answers them.
 */

/** The overlay, named by its page title. */
const overlayNamed = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function followBack(page: Page, list: RegExp): Promise<void> {
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(list);
  await expect(page.locator('.overlay--open')).toHaveCount(0);
}

test.describe('tour overlay', () => {
  const id = 2;

  test('opened by its address, it passes axe and Back leads to the tours list', async ({
    page,
    request,
  }) => {
    const [tour] = await post<Tour[]>(request, '/en/opendata/tours/detail', { id });
    if (!tour) throw new Error('tour 2 is in the seed');
    await page.goto(`/pwa/#/en/?tour=${id}`);
    const dialog = overlayNamed(page, tour.title);
    await expect(dialog.getByRole('region', { name: 'DAY 1' })).toBeVisible();
    await expectOverlayAccessible(page);
    await followBack(page, /#\/en\/search\/tours\/category\/all$/);
  });

  test('a stop opens its overlay, whose back link returns to the tour', async ({
    page,
    request,
  }) => {
    const [tour] = await post<Tour[]>(request, '/en/opendata/tours/detail', { id });
    const stop = tour?.daylist[0]?.at(-1);
    if (!tour || !stop) throw new Error('tour 2 has stops');
    await page.goto('/pwa/#/en/');
    await page.goto(`/pwa/#/en/?tour=${id}`);
    const dialog = overlayNamed(page, tour.title);
    await dialog.getByRole('link', { name: new RegExp(stop.name) }).click();
    await expect(page).toHaveURL(new RegExp(`#/en/\\?${stop.type}=${stop.id}$`));
    await expect(page.locator(`.overlay--open[data-overlay="${stop.type}"]`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `#/en/?tour=${id}`,
    );
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(overlayNamed(page, tour.title)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/en/\\?tour=${id}$`));
  });

  test('opens from the tours list and goes back to it', async ({ page }) => {
    await page.goto('/pwa/#/en/search/tours/category/all');
    const first = page.locator('a[href*="tour="]').first();
    await expect(first).toBeVisible();
    const href = (await first.getAttribute('href')) ?? '';
    const id = /tour=(\d+)/.exec(href)?.[1];
    await first.click();
    await expect(page).toHaveURL(new RegExp(`tour=${id}`));
    await expect(page.locator('.overlay--open[data-overlay="tour"] h1')).toBeVisible();
    await followBack(page, /#\/en\/search\/tours\/category\/all$/);
  });
});

test('the event, static-page and guide overlays of the seed pass axe', async ({
  page,
  request,
}) => {
  const list = await request.get('/en/opendata/activities?past=true&pageSize=100');
  const items = ((await list.json()) as { data: { items: { kind: string; id: number }[] } }).data
    .items;
  const eventId = items.find((item) => item.kind === 'event')?.id;
  const event = await post<TravelEvent>(request, '/en/opendata/activities/recent', {
    id: eventId,
  });
  const about = (await (await request.get('/static-api/page/about-en.json')).json()) as StaticPage;
  const region = await post<StaticPage>(request, '/en/opendata/regions/page', { id: 1 });
  const transport = await post<StaticPage>(request, '/en/opendata/staticpage', {
    name: 'transport',
  });
  const ferry = await post<StaticPage>(request, '/greenisland/en/opendata/staticpage', {
    name: 'ferry',
  });
  const guide = await post<Guide>(request, '/en/opendata/tour-guides/detail', { id: 1 });
  for (const [address, title] of [
    [`?event=${String(eventId)}`, event.name],
    ['?static=1&type=region', region.title],
    ['?static=about&type=static', about.title],
    ['?static=transport&type=travel', transport.title],
    ['?static=ferry&type=greenisland', ferry.title],
    ['?guide=1', guide.title],
  ] as const) {
    await page.goto(`/pwa/#/en/${address}`);
    await expect(overlayNamed(page, title).locator('.rich-text').first()).toBeVisible();
    await expectOverlayAccessible(page);
  }
});

test.describe('answered by routes', () => {
  test.use({ serviceWorkers: 'block' });

  test('the coupon: it passes axe; its shop opens over it, and a deep link goes back to the coupons', async ({
    page,
    request,
  }) => {
    const shop = await post<{ id: number; name: string }>(request, '/en/opendata/shops/detail', {
      id: 770,
    });
    const coupon = {
      id: 31,
      name: 'NT$10 off steamed buns',
      images: [{ src: 'https://www.eastcoast-nsa.gov.tw/image/1688/640x480', title: 'Buns' }],
      start: '2026-11-01 00:00:00',
      end: '2026-12-31 23:59:59',
      description: 'NT$10 off every NT$100 spent.',
      shop_id: shop.id,
      shop_name: shop.name,
    } as Coupon;
    await page.route(/\/opendata\/coupons\/recent$/, (route) =>
      route.fulfill({ json: { success: true, data: [coupon] } }),
    );
    await page.goto(`/pwa/#/en/?coupon=${coupon.id}`);
    const dialog = overlayNamed(page, coupon.name);
    await expect(dialog.locator('.coupon-validity')).toBeVisible();
    await expectOverlayAccessible(page);
    await dialog.getByRole('link', { name: shop.name }).click();
    await expect(page).toHaveURL(new RegExp(`#/en/\\?shop=${shop.id}$`));
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `#/en/?coupon=${coupon.id}`,
    );

    // A deep link, reloaded, goes back to the coupons list.
    await page.goto(`/pwa/#/en/?coupon=${coupon.id}`);
    await page.reload();
    await expect(overlayNamed(page, coupon.name)).toBeVisible();
    await followBack(page, /#\/en\/search\/coupon$/);
  });

  test('an event with links, a campaign, a video and an audio guide pass axe; the video keeps 16:9', async ({
    page,
  }) => {
    const event = EVENT_WITH_LINKS;
    const campaign = RUNNING_CAMPAIGN;
    const guides = ANSWERED_GUIDES;

    await page.route(/\/opendata\/activities\/recent$/, (route) =>
      route.fulfill({ json: { success: true, data: event } }),
    );
    await page.route(/\/opendata\/campaign\/status$/, (route) =>
      route.fulfill({ json: { success: true, data: [campaign] } }),
    );
    await page.route(/\/opendata\/tour-guides\/detail$/, (route) => {
      const { id } = route.request().postDataJSON() as { id: number };
      return route.fulfill({ json: { success: true, data: guides[id] } });
    });

    await page.goto(`/pwa/#/en/?event=${event.id}`);
    await expect(
      overlayNamed(page, event.name).getByRole('link', { name: /^Programme/ }),
    ).toBeVisible();
    await expectOverlayAccessible(page);

    await page.goto('/pwa/#/en/?static=description&type=collection');
    await expect(overlayNamed(page, campaign.title).locator('.rich-text')).toBeVisible();
    await expectOverlayAccessible(page);

    await page.goto('/pwa/#/en/?guide=901');
    const video = overlayNamed(page, 'Sanxiantai in three minutes');
    await expect(video.locator('iframe')).toBeAttached();
    const box = await video.locator('.guide-video').boundingBox();
    expect(Math.round(((box?.width ?? 0) * 9) / 16)).toBe(Math.round(box?.height ?? -1));
    await expectOverlayAccessible(page);

    await page.goto('/pwa/#/en/?guide=902');
    await expect(overlayNamed(page, 'Listening to Dulan').locator('audio')).toBeAttached();
    await expectOverlayAccessible(page);
  });

  test('a link inside a static page comes back to the page', async ({ page, request }) => {
    const about = (await (
      await request.get('/static-api/page/about-en.json')
    ).json()) as StaticPage;
    const [tour] = await post<Tour[]>(request, '/en/opendata/tours/detail', { id: 3 });
    if (!tour) throw new Error('tour 3 is in the seed');
    await page.route(/\/static-api\/page\/about-en\.json$/, (route) =>
      route.fulfill({
        json: {
          ...about,
          content: `<p>Try <a href="#/en/?tour=3">an indigenous culture tour</a>.</p>${about.content}`,
        },
      }),
    );
    await page.goto('/pwa/#/en/?static=about&type=static');
    await overlayNamed(page, about.title)
      .getByRole('link', { name: 'an indigenous culture tour' })
      .click();
    await expect(overlayNamed(page, tour.title)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '#/en/?static=about&type=static',
    );
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(overlayNamed(page, about.title)).toBeVisible();
    // The stored page is used up by the back link.
    expect(await page.evaluate(() => localStorage.getItem('ecg.back.static'))).toBeNull();
  });
});
