import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Campaign, Coupon, Guide, StaticPage, Tour, TravelEvent } from '@ecg/domain/contracts';
import { expect, lookAt, test, untilStill } from './support';

/**
 * The tour, coupon, event, static-page and guide overlays (requirements §2): each opened by deep link
 * and checked against the API's own record, its back link, axe and screenshots. Records the
 * seed does not hold (coupons, a campaign, video and audio guides) are answered by page.route,
 * which only sees requests while no service worker answers them.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function post<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const answer = await request.post(path, { data: body, headers: HEADERS });
  expect(answer.ok(), `${path} ${JSON.stringify(body)}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** The overlay, named by its page title. */
const overlayNamed = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** The value beside a label in an overlay's facts. */
const fact = (scope: Locator, label: string) =>
  scope
    .locator('.detail-facts > div')
    .filter({ has: scope.page().locator('dt', { hasText: label }) })
    .locator('dd');

/** What content HTML reads as, for comparing with the rendered text. */
const textOf = (page: Page, html: string) =>
  page.evaluate(
    (markup) => new DOMParser().parseFromString(markup, 'text/html').body.textContent ?? '',
    html,
  );

/** The open overlay passes WCAG 2.1 AA (the page behind it belongs to other screens' tests). */
async function expectOverlayAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('.overlay--open')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** A phone and a tablet picture of the open overlay. */
async function screenshots(page: Page, name: string): Promise<void> {
  await untilStill(page);
  await lookAt(page, `overlay-${name}-390.png`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await untilStill(page);
  await lookAt(page, `overlay-${name}-768.png`);
  await page.setViewportSize({ width: 390, height: 844 });
}

async function followBack(page: Page, list: RegExp): Promise<void> {
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(list);
  await expect(page.locator('.overlay--open')).toHaveCount(0);
}

test.describe('tour overlay', () => {
  const id = 2;

  test('shows every field of the record and goes back to the tours list', async ({
    page,
    request,
  }) => {
    const [tour] = await post<Tour[]>(request, '/en/opendata/tours/detail', { id });
    if (!tour) throw new Error('tour 2 is in the seed');
    await page.goto(`/pwa/#/en/?tour=${id}`);
    const dialog = overlayNamed(page, tour.title);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(tour.title);

    await expect(dialog.getByRole('button', { name: /^Enlarge picture/ })).toHaveCount(
      tour.images.length,
    );
    const themes = dialog.getByRole('list', { name: 'Themes' }).getByRole('listitem');
    await expect(themes).toHaveText(tour.category_names);
    await expect(fact(dialog, 'Length')).toHaveText(`${tour.days} days`);
    const seasons = { spring: 'Spring', summer: 'Summer', autumn: 'Autumn', winter: 'Winter' };
    for (const season of tour.season) {
      await expect(fact(dialog, 'Best season')).toContainText(seasons[season]);
    }
    await expect(fact(dialog, 'Getting around')).toContainText('Car');
    await expect(dialog.locator('.rich-text').first()).toHaveText(await textOf(page, tour.content));
    for (const [title, text] of [
      ['Costs', tour.price],
      ['Travel reminders', tour.remind],
      ['Note', tour.note],
    ] as const) {
      const heading = page.getByRole('heading', { name: title, exact: true });
      if (text) {
        await expect(dialog.locator('section').filter({ has: heading })).toContainText(text);
      } else {
        await expect(dialog.locator(heading)).toHaveCount(0);
      }
    }

    // The day list: DAY n, then each stop linking to its own overlay, in order.
    for (const [day, stops] of tour.daylist.entries()) {
      const region = dialog.getByRole('region', { name: `DAY ${day + 1}` });
      const links = region.getByRole('link');
      await expect(links).toHaveCount(stops.length);
      for (const [index, stop] of stops.entries()) {
        await expect(links.nth(index)).toContainText(stop.name);
        await expect(links.nth(index)).toHaveAttribute('href', `#/en/?${stop.type}=${stop.id}`);
      }
    }
    // The trip map and the adaptation dialog belong to the map and member issues: no fake buttons.
    await expect(dialog.getByRole('button', { name: /map|adapt/i })).toHaveCount(0);

    await expectOverlayAccessible(page);
    await screenshots(page, 'tour');
    await page.locator('.overlay__body').evaluate((body) => {
      body.scrollTop = body.scrollHeight / 2;
    });
    await lookAt(page, 'overlay-tour-days-390.png');
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

  test('reads the tour in Chinese', async ({ page, request }) => {
    const [tour] = await post<Tour[]>(request, '/zh-tw/opendata/tours/detail', { id });
    if (!tour) throw new Error('tour 2 is in the seed');
    await page.goto(`/pwa/#/zh-tw/?tour=${id}`);
    const dialog = overlayNamed(page, tour.title);
    await expect(dialog.getByRole('region', { name: 'DAY 1' })).toBeVisible();
    await expect(fact(dialog, '天數')).toHaveText('2 天');
    await expect(fact(dialog, '適合季節')).toContainText('秋季');
    await expectOverlayAccessible(page);
    await screenshots(page, 'tour-zh-tw');
  });

  test('an unknown tour says it is not there', async ({ page }) => {
    await page.goto('/pwa/#/en/?tour=99999');
    await expect(page.locator('.overlay--open')).toContainText('could not be found');
  });
});

test.describe('event overlay', () => {
  test('shows the record with directions and goes back to the events list', async ({
    page,
    request,
  }) => {
    // A dated event (the list leads with the recurring festivals, which open nothing).
    const list = await request.get('/en/opendata/activities?past=true&pageSize=100');
    const items = ((await list.json()) as { data: { items: { kind: string; id: number }[] } }).data
      .items;
    const id = items.find((item) => item.kind === 'event')?.id;
    const event = await post<TravelEvent>(request, '/en/opendata/activities/recent', { id });
    await page.goto(`/pwa/#/en/?event=${id}`);
    const dialog = overlayNamed(page, event.name);
    await expect(dialog).toBeVisible();
    await expect(fact(dialog, 'Dates')).toHaveText(event.duration);
    // An address that only points to the official site opens that site, in the reader's words.
    const toSite = event.address === '詳見官網';
    if (event.address)
      await expect(fact(dialog, 'Address')).toHaveText(
        toSite ? 'See the official website (opens in a new window)' : event.address,
      );
    if (event.latlng) {
      const [lat, lng] = event.latlng.split(',');
      await expect(dialog.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
        'href',
        new RegExp(`destination=${lat},${lng}$`),
      );
    }
    await expect(dialog.locator('.rich-text')).toHaveText(await textOf(page, event.description));
    await expectOverlayAccessible(page);
    await screenshots(page, 'event');
    await followBack(page, /#\/en\/search\/events$/);
  });

  test.describe('with links and files', () => {
    test.use({ serviceWorkers: 'block' });

    test('lists the related links and the downloads', async ({ page }) => {
      const event: TravelEvent = {
        id: 4242,
        name: 'East Coast Land Arts Festival',
        images: [{ src: 'https://www.eastcoast-nsa.gov.tw/image/28701/640x480' }],
        duration: '2026-06-20 ~ 2026-11-30',
        latlng: '22.995,121.296',
        address: '959 Dulan, Donghe Township, Taitung',
        description: '<p>Moonlight concerts by the sea.</p>',
        links: [{ name: 'Programme', url: 'https://www.eastcoast-nsa.gov.tw/festival' }],
        files: [{ title: 'Festival map (PDF)', src: '/files/festival-map.pdf' }],
      };
      await page.route(/\/opendata\/activities\/recent$/, (route) =>
        route.fulfill({ json: { success: true, data: event } }),
      );
      await page.goto(`/pwa/#/en/?event=${event.id}`);
      const dialog = overlayNamed(page, event.name);
      const link = dialog.getByRole('link', { name: /^Programme/ });
      await expect(link).toHaveAttribute('href', 'https://www.eastcoast-nsa.gov.tw/festival');
      await expect(link).toHaveAttribute('target', '_blank');
      const file = dialog.getByRole('link', { name: /^Festival map \(PDF\)/ });
      await expect(file).toHaveAttribute('href', '/files/festival-map.pdf');
      await expect(file).toHaveAttribute('download', '');
      await expectOverlayAccessible(page);
      await screenshots(page, 'event-links');
    });
  });
});

test.describe('coupon overlay', () => {
  test.use({ serviceWorkers: 'block' });

  test('shows validity, texts and the shop, whose link opens the shop', async ({
    page,
    request,
  }) => {
    const shop = await post<{
      id: number;
      name: string;
      address: string;
      latlng: string;
      tel: string;
    }>(request, '/en/opendata/shops/detail', { id: 770 });
    const coupon: Coupon = {
      id: 31,
      name: 'NT$10 off steamed buns',
      images: [
        { src: 'https://www.eastcoast-nsa.gov.tw/image/1688/640x480', title: 'Buns' },
        { src: 'https://www.eastcoast-nsa.gov.tw/image/1689/640x480', title: 'Shop' },
      ],
      start: '2026-11-01 00:00:00',
      end: '2026-12-31 23:59:59',
      description: 'NT$10 off every NT$100 spent.',
      restrication: 'One per visit; not with other offers.',
      shop_id: shop.id,
      shop_name: shop.name,
      shop_address: shop.address,
      shop_latlng: shop.latlng,
      shop_tel: shop.tel,
      shop_categories: '122',
    };
    await page.route(/\/opendata\/coupons\/recent$/, async (route) => {
      const { id } = route.request().postDataJSON() as { id: number };
      await route.fulfill(
        id === coupon.id
          ? { json: { success: true, data: [coupon] } }
          : { status: 404, json: { success: false, message: `No coupon with id ${id}` } },
      );
    });
    await page.goto(`/pwa/#/en/?coupon=${coupon.id}`);
    const dialog = overlayNamed(page, coupon.name);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Enlarge picture/ })).toHaveCount(2);
    await expect(dialog.locator('.coupon-validity')).toHaveText('Valid 2026-11-01 – 2026-12-31');
    await expect(dialog).toContainText(coupon.description);
    await expect(dialog).toContainText(coupon.restrication ?? '');
    await expect(fact(dialog, 'Address')).toHaveText(shop.address);
    await expect(fact(dialog, 'Phone')).toHaveText(shop.tel);
    await expect(dialog.getByRole('link', { name: `Call ${shop.tel}` })).toHaveAttribute(
      'href',
      `tel:${shop.tel.replace(/[^\d+#,]/g, '')}`,
    );
    await expect(dialog.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
      'href',
      new RegExp(`destination=${shop.latlng}$`),
    );
    await expectOverlayAccessible(page);
    await screenshots(page, 'coupon');

    await dialog.getByRole('link', { name: shop.name }).click();
    await expect(page).toHaveURL(new RegExp(`#/en/\\?shop=${shop.id}$`));
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `#/en/?coupon=${coupon.id}`,
    );

    // A deep link's back link goes to the coupons list.
    await page.goto(`/pwa/#/en/?coupon=${coupon.id}`);
    await page.reload();
    await expect(overlayNamed(page, coupon.name)).toBeVisible();
    await followBack(page, /#\/en\/search\/coupon$/);

    await page.goto('/pwa/#/en/?coupon=77');
    await expect(page.locator('.overlay--open')).toContainText(
      'This item could not be found; it may have been removed.',
    );
  });
});

test('an unknown coupon on the real server says it is not there', async ({ page }) => {
  await page.goto('/pwa/#/en/?coupon=1');
  await expect(page.locator('.overlay--open')).toContainText('could not be found');
});

test.describe('static pages', () => {
  const pages = [
    { type: 'region', name: '1', call: ['/en/opendata/regions/page', { id: 1 }] },
    { type: 'static', name: 'about', call: ['/static-api/page/about-en.json'] },
    { type: 'travel', name: 'transport', call: ['/en/opendata/staticpage', { name: 'transport' }] },
    {
      type: 'greenisland',
      name: 'ferry',
      call: ['/greenisland/en/opendata/staticpage', { name: 'ferry' }],
    },
  ] as const;

  for (const { type, name, call } of pages) {
    test(`${type} ${name}: title, update time, text; back goes home`, async ({ page, request }) => {
      const [path, body] = call;
      const record =
        body === undefined
          ? ((await (await request.get(path)).json()) as StaticPage)
          : await post<StaticPage>(request, path, body);
      await page.goto(`/pwa/#/en/?static=${name}&type=${type}`);
      const dialog = overlayNamed(page, record.title);
      await expect(dialog).toBeVisible();
      if (record.update_time) {
        await expect(dialog.locator('time')).toHaveText(record.update_time.slice(0, 10));
      }
      await expect(dialog.locator('.rich-text')).toHaveText(await textOf(page, record.content));
      await expectOverlayAccessible(page);
      await screenshots(page, `static-${type}`);
      await followBack(page, /#\/en\/$/);
    });
  }

  test('collection without a campaign says there is no data', async ({ page, request }) => {
    expect(await post<Campaign[]>(request, '/en/opendata/campaign/status', { id: 1 })).toEqual([]);
    await page.goto('/pwa/#/en/?static=description&type=collection');
    await expect(page.locator('.overlay--open')).toContainText('No Data');
  });

  test('the Chinese region page', async ({ page, request }) => {
    const record = await post<StaticPage>(request, '/zh-tw/opendata/regions/page', { id: 2 });
    await page.goto('/pwa/#/zh-tw/?static=2&type=region');
    await expect(overlayNamed(page, record.title)).toBeVisible();
    await expectOverlayAccessible(page);
    await screenshots(page, 'static-region-zh-tw');
  });

  test.describe('answered by routes', () => {
    test.use({ serviceWorkers: 'block' });

    test('collection: description shows the campaign text, any other name the exchange instructions', async ({
      page,
    }) => {
      const campaign: Campaign = {
        title: 'East Coast stamp rally',
        content: '<p>Collect five stamps at visitor centres along the coast.</p>',
        exchange_instructions: '<p>Show your five stamps at any visitor centre for a gift.</p>',
      };
      await page.route(/\/opendata\/campaign\/status$/, (route) =>
        route.fulfill({ json: { success: true, data: [campaign] } }),
      );
      await page.goto('/pwa/#/en/?static=description&type=collection');
      const dialog = overlayNamed(page, campaign.title);
      await expect(dialog.locator('.rich-text')).toHaveText(
        'Collect five stamps at visitor centres along the coast.',
      );
      await expectOverlayAccessible(page);
      await screenshots(page, 'static-collection');
      await page.goto('/pwa/#/en/?static=exchange&type=collection');
      await expect(dialog.locator('.rich-text')).toHaveText(
        'Show your five stamps at any visitor centre for a gift.',
      );
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
});

test.describe('guide overlay', () => {
  test('a photo guide: pictures, kind, update time, text; back goes to the guides', async ({
    page,
    request,
  }) => {
    const guide = await post<Guide>(request, '/en/opendata/tour-guides/detail', { id: 1 });
    await page.goto('/pwa/#/en/?guide=1');
    const dialog = overlayNamed(page, guide.title);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Enlarge picture/ })).toHaveCount(
      guide.images?.length ?? 0,
    );
    await expect(dialog).toContainText('Photo guide');
    if (guide.update_time) {
      await expect(dialog.locator('time')).toHaveText(guide.update_time.slice(0, 10));
    }
    await expect(dialog.locator('.rich-text')).toHaveText(await textOf(page, guide.content ?? ''));
    await expectOverlayAccessible(page);
    await screenshots(page, 'guide');
    await followBack(page, /#\/en\/guide$/);
  });

  test('the Chinese photo guide', async ({ page, request }) => {
    const guide = await post<Guide>(request, '/zh-tw/opendata/tour-guides/detail', { id: 4 });
    await page.goto('/pwa/#/zh-tw/?guide=4');
    await expect(overlayNamed(page, guide.title)).toContainText('圖文導覽');
    await expectOverlayAccessible(page);
    await screenshots(page, 'guide-zh-tw');
  });

  test.describe('answered by routes', () => {
    test.use({ serviceWorkers: 'block' });

    const guides: Record<number, Guide> = {
      901: {
        id: 901,
        title: 'Sanxiantai in three minutes',
        update_time: '2026-11-21 09:30:00',
        type: 'video',
        video_id: 'dQw4w9WgXcQ',
        content: '<p>The eight-arch bridge at sunrise.</p>',
        link: [{ name: 'Sanxiantai', url: 'https://www.eastcoast-nsa.gov.tw/sanxiantai' }],
      },
      902: {
        id: 902,
        title: 'Listening to Dulan',
        update_time: '2026-11-20 00:00:00',
        type: 'audio',
        audio: '/media/dulan.mp3',
        content: '<p>Sounds of the Amis village by the sea.</p>',
      },
    };

    test.beforeEach(async ({ page }) => {
      await page.route(/\/opendata\/tour-guides\/detail$/, (route) => {
        const { id } = route.request().postDataJSON() as { id: number };
        return route.fulfill({ json: { success: true, data: guides[id] } });
      });
    });

    test('a video guide embeds the player in a reserved 16:9 box', async ({ page }) => {
      await page.goto('/pwa/#/en/?guide=901');
      const dialog = overlayNamed(page, 'Sanxiantai in three minutes');
      const player = dialog.locator('iframe');
      await expect(player).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      );
      await expect(player).toHaveAttribute('title', 'Video: Sanxiantai in three minutes');
      await expect(player).toHaveAttribute('loading', 'lazy');
      await expect(player).toHaveAttribute('allowfullscreen', '');
      const box = await dialog.locator('.guide-video').boundingBox();
      expect(Math.round(((box?.width ?? 0) * 9) / 16)).toBe(Math.round(box?.height ?? -1));
      await expect(dialog).toContainText('Video guide');
      await expect(dialog).toContainText('2026-11-21 09:30');
      await expect(dialog.getByRole('link', { name: /^Sanxiantai/ })).toHaveAttribute(
        'href',
        'https://www.eastcoast-nsa.gov.tw/sanxiantai',
      );
      await expectOverlayAccessible(page);
      await screenshots(page, 'guide-video');
    });

    test('an audio guide plays its file with the text beside it', async ({ page }) => {
      await page.goto('/pwa/#/en/?guide=902');
      const dialog = overlayNamed(page, 'Listening to Dulan');
      const audio = dialog.locator('audio');
      await expect(audio).toHaveAttribute('src', '/media/dulan.mp3');
      await expect(audio).toHaveAttribute('controls', '');
      await expect(audio).toHaveAttribute('aria-label', 'Audio guide: Listening to Dulan');
      await expect(dialog.locator('.rich-text')).toHaveText(
        'Sounds of the Amis village by the sea.',
      );
      await expectOverlayAccessible(page);
      await screenshots(page, 'guide-audio');
    });
  });
});
