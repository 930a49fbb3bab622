import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * Pictures were titled in Chinese in the English interface. A picture
 * whose publisher titled it with the place's name is titled with the place's English name;
 * one captioned only in Chinese is named by the page and its position instead. The buttons'
 * labels are screen tests (web/test/screens/gallery-titles.test.tsx); this keeps the viewer's
 * alternative text, which PhotoSwipe sets in a browser, and axe over it.
 */

const HAN = /\p{Script=Han}/u;

interface Titled {
  src: string;
  title?: string;
}

async function detail<T>(page: Page, path: string, id: number): Promise<T> {
  const answer = await page.request.post(path, { data: { id } });
  expect(answer.ok(), path).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/**
 * No machine here reaches the pictures' hosts: each is drawn as a plain picture of the
 * assumed size instead, so the viewer shows it with its title as the alternative text.
 */
async function drawPictures(page: Page): Promise<void> {
  const picture =
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">' +
    '<rect width="640" height="480" fill="#2a7f62"/></svg>';
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ contentType: 'image/svg+xml', body: picture }),
  );
}

const openButtons = (page: Page) => page.locator('.detail-carousel__open');
const viewer = (page: Page) => page.getByRole('dialog', { name: 'Photo viewer' });
const shownPicture = (page: Page) =>
  page.locator('.pswp__item[aria-hidden="false"] img.pswp__img').last();

test("a photo guide's pictures are titled with its places' English names", async ({ page }) => {
  await drawPictures(page);
  const guide = await detail<{ title: string; images: Titled[] }>(
    page,
    '/en/opendata/tour-guides/detail',
    1,
  );
  await page.goto('/pwa/#/en/?guide=1');
  await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
  await lookAt(page, 'gallery-titles-guide-page-en.png');
  await openButtons(page).first().click();
  await expect(viewer(page)).toBeFocused();
  await expect(shownPicture(page)).toHaveAttribute('alt', 'Shitiping');
  await expect(shownPicture(page)).toBeVisible();
  await lookAt(page, 'gallery-titles-guide-en.png');
  await expectNoAxeViolations(page);
});

test('a picture captioned only in Chinese is named by its place and position', async ({ page }) => {
  await drawPictures(page);
  // Jialulan (加路蘭): one picture titled with its name, others captioned in Chinese only.
  const zh = await detail<{ images: Titled[] }>(page, '/zh-tw/opendata/attractions/detail', 11);
  const en = await detail<{ name: string; images: Titled[] }>(
    page,
    '/en/opendata/attractions/detail',
    11,
  );
  const captioned = zh.images.findIndex((image) => image.title !== '加路蘭');
  expect(captioned).toBeGreaterThanOrEqual(0);
  expect(zh.images[captioned]?.title).toMatch(HAN);
  const count = en.images.length;

  await page.goto(`/pwa/#/en/?attraction=11&gid=attraction-11&pid=${captioned + 1}`);
  await expect(viewer(page)).toBeFocused();
  await expect(shownPicture(page)).toHaveAttribute(
    'alt',
    `${en.name}, picture ${captioned + 1} of ${count}`,
  );
  await lookAt(page, 'gallery-titles-caption-en.png');
  await expectNoAxeViolations(page);
});
