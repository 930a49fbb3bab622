import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * A list card's picture, while it waits or when it cannot come (no signal,
 * a moved file), stood on the page's own background, so the card seemed to start at its text.
 * It now stands on a tinted tile of its own, in a card drawn like the guide list's.
 */

const pictureLook = (card: Locator) =>
  card.evaluate((element) => {
    const picture = element.querySelector('.lazy-image');
    return {
      tile: picture ? getComputedStyle(picture).backgroundColor : '',
      shadow: getComputedStyle(element).boxShadow,
    };
  });

test('list cards show a picture placeholder of their own, as the guide list does', async ({
  page,
}) => {
  await page.goto('/pwa/#/en/guide/photo');
  const guideCard = page.locator('.guide-list .card').first();
  await expect(guideCard).toBeVisible();
  const guide = await pictureLook(guideCard);

  await page.goto('/pwa/#/en/search/places/accommodation');
  const listCard = page.locator('.search-list .card').first();
  await expect(listCard).toBeVisible();
  const list = await pictureLook(listCard);
  const pageBackground = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );

  expect(list.tile).not.toBe(pageBackground);
  expect(list.tile).not.toBe('rgba(0, 0, 0, 0)');
  expect(list.shadow).not.toBe('none');
  expect(list).toEqual(guide);
  await expectNoAxeViolations(page);
  await lookAt(page, 'list-cards-en-390.png');
});
