import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/** Attraction 1 has two pictures (no cycling); attraction 19 has three (cycling). */
const PAGE = '/pwa/#/en/?attraction=1';
const GALLERY = 'gid=attraction-1';

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Photo viewer' });
const counter = (page: Page) => page.locator('.pswp__counter');
const picture = (page: Page, index: number) =>
  page.getByRole('button', { name: new RegExp(`^Enlarge picture ${index}:`) });

/** Once its opening animation ends, PhotoSwipe takes the keyboard focus and listens to keys. */
async function opened(page: Page) {
  await expect(viewer(page)).toBeFocused();
}

async function openFirstPicture(page: Page) {
  await page.goto(PAGE);
  await picture(page, 1).click();
  await opened(page);
}

/** No machine here reaches the pictures' hosts: each fails at once, not when a lookup gives up. */
async function failPictures(page: Page): Promise<void> {
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort('internetdisconnected'),
  );
}

async function imagesOf(page: Page, id: number): Promise<string[]> {
  const answer = (await (
    await page.request.post('/en/opendata/attractions/detail', { data: { id } })
  ).json()) as { data: { images: { src: string }[] } };
  return answer.data.images.map((image) => image.src);
}

test.describe('the photo gallery viewer (requirements §2, §4, §8, §9)', () => {
  test('a picture opens it with the gallery in the address; moving follows; Back closes it', async ({
    page,
  }) => {
    await openFirstPicture(page);
    await expect(page).toHaveURL(/\/pwa\/#\/en\/\?attraction=1&gid=attraction-1&pid=1$/);
    await expect(counter(page)).toHaveText('1 / 2');

    // A swipe to the left shows the next picture.
    await page.mouse.move(330, 420);
    await page.mouse.down();
    await page.mouse.move(60, 420, { steps: 12 });
    await page.mouse.up();
    await expect(page).toHaveURL(/&gid=attraction-1&pid=2$/);
    await expect(counter(page)).toHaveText('2 / 2');
    // Two pictures do not cycle: there is nothing after the last one.
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('2 / 2');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/&pid=1$/);

    await page.goBack();
    await expect(viewer(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/pwa\/#\/en\/\?attraction=1$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Farglory Ocean Park' }),
    ).toBeVisible();
    await expect(picture(page, 1)).toBeFocused();

    // Forward reopens it on the picture it showed last.
    await page.goForward();
    await opened(page);
    await expect(counter(page)).toHaveText('1 / 2');
  });

  test('its close button and Escape restore the earlier address and give the focus back', async ({
    page,
  }) => {
    await openFirstPicture(page);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(viewer(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/pwa\/#\/en\/\?attraction=1$/);
    await expect(picture(page, 1)).toBeFocused();

    await picture(page, 1).click();
    await expect(page).toHaveURL(new RegExp(`&${GALLERY}&pid=1$`));
    await opened(page);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/&pid=2$/);
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/pwa\/#\/en\/\?attraction=1$/);
    await expect(picture(page, 1)).toBeFocused();

    // Closing stepped back: Back now leaves the overlay's page, it does not reopen the viewer.
    await page.goBack();
    await expect(viewer(page)).toHaveCount(0);
  });

  test('an address with the gallery opens it, also after a reload; closing drops the ids in place', async ({
    page,
  }) => {
    await page.goto(`${PAGE}&${GALLERY}&pid=2`);
    await opened(page);
    await expect(counter(page)).toHaveText('2 / 2');
    await page.reload();
    await opened(page);
    await expect(counter(page)).toHaveText('2 / 2');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(viewer(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/pwa\/#\/en\/\?attraction=1$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Farglory Ocean Park' }),
    ).toBeVisible();
  });

  test('with three pictures or more it cycles', async ({ page }) => {
    await page.goto('/pwa/#/en/?attraction=19&gid=attraction-19&pid=3');
    await opened(page);
    await expect(counter(page)).toHaveText('3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('1 / 3');
    await expect(page).toHaveURL(/&gid=attraction-19&pid=1$/);
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/&pid=3$/);
  });

  test('on an itinerary too, one viewer follows the visitor through the pictures', async ({
    page,
  }) => {
    // The itinerary passes a capped copy of its pictures at every render.
    await page.goto('/pwa/#/en/?tour=2&gid=tour-2&pid=1');
    await opened(page);
    const root = await page.locator('.pswp').elementHandle();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?tour=2&gid=tour-2&pid=2$/);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/&pid=3$/);
    await expect(counter(page)).toHaveText('3 / 7');
    expect(await root?.evaluate((element) => element.isConnected)).toBe(true);
    await expect(viewer(page)).toBeFocused();
  });

  test('a picture that does not load says so, with a link to it (no internet here)', async ({
    page,
  }) => {
    await failPictures(page);
    await openFirstPicture(page);
    const slide = page.getByRole('group', { name: 'Picture 1 of 2' });
    await expect(slide.getByText('The image could not be loaded.')).toBeVisible();
    // A failed picture cannot zoom, so it offers no zoom button.
    await expect(page.getByRole('button', { name: 'Zoom in or out' })).toBeHidden();
    // Its link's address, target and rel: viewer-setup.test.ts › failedPicture.
    await expect(slide.getByRole('link', { name: 'Open the image in a new tab' })).toBeVisible();
    // The hidden neighbour's link stays out of the tab order.
    await expect(page.locator('.pswp__item[aria-hidden="true"] a').first()).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });

  test('a picture of another shape than 640×480 keeps its shape', async ({ page }) => {
    const [first] = await imagesOf(page, 1);
    const portrait =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600">' +
      '<rect width="300" height="600" fill="#2a7f62"/></svg>';
    await page
      .context()
      .route(first!, (route) => route.fulfill({ contentType: 'image/svg+xml', body: portrait }));
    await openFirstPicture(page);
    const shown = page.locator('.pswp__item[aria-hidden="false"] img.pswp__img');
    await expect
      .poll(async () => {
        const box = await shown.last().boundingBox();
        return box ? Math.round((box.width / box.height) * 100) / 100 : 0;
      })
      .toBe(0.5);
  });

  test("it speaks the visitor's language", async ({ page }) => {
    // Its words per language are viewerOptions' and failedPicture's (viewer-setup.test.ts), on
    // screen in Japanese web/test/screens/gallery-viewer.test.tsx's; this holds that the open
    // viewer gets the page's language in a browser, in zh-tw.
    await failPictures(page);
    await page.goto('/pwa/#/zh-tw/?attraction=1&gid=attraction-1&pid=1');
    const dialog = page.getByRole('dialog', { name: '照片檢視器' });
    await expect(dialog).toBeFocused();
    await expect(dialog.getByText('無法載入這張圖片。').first()).toBeVisible();
    await expect(dialog.getByRole('link', { name: '在新分頁開啟圖片' }).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: '關閉' })).toBeVisible();
    // Zoom (not for a failed picture) and the arrows (for mouse users; touch screens swipe)
    // are hidden here, named all the same.
    await expect(dialog.locator('.pswp__button--zoom')).toHaveAttribute('aria-label', '放大或縮小');
    await expect(dialog.locator('.pswp__button--arrow--next')).toHaveAttribute(
      'aria-label',
      '下一張照片',
    );
  });

  test('axe finds nothing while it is open, at 390×844 and 768×1024', async ({ page }) => {
    await failPictures(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pwa/#/en/?attraction=19');
    await picture(page, 1).click();
    await opened(page);
    await expect(page.locator('.pswp__item[aria-hidden="false"] .gallery-failed')).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, 'gallery-390x844.png');
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(viewer(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, 'gallery-768x1024.png');
  });
});
