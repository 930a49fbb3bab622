import type { Locator, Page } from '@playwright/test';
import { answerPicturesHere, expect, expectNoAxeViolations, test } from './support';

/**
 * Nothing a keyboard user focuses hides under the fixed bars (WCAG 2.4.11): the page scrolls each
 * focused control clear of the top bar and of the bottom tabs (scroll padding, styles.css), on a
 * desktop screen and a phone alike, and a detail overlay's own scrolling body keeps it clear of the
 * overlay's bar.
 */

type Box = { top: number; bottom: number };

/** Where the focused element is, and whether it belongs to (or is drawn over) the bars. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    return {
      name: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      top: box.top,
      bottom: box.bottom,
      // The skip link is drawn over the top bar (skip-link.css), not under it.
      inBar: element.closest('.top-bar, .bottom-nav, .overlay__bar, .skip-link') !== null,
      section: element.closest('.home-notices, .home-news, section')?.className ?? '',
      heading: element.closest('section')?.querySelector('h2')?.textContent ?? '',
    };
  });
}

const edges = async (bar: Locator) => {
  const box = await bar.boundingBox();
  expect(box).not.toBeNull();
  return { top: box!.y, bottom: box!.y + box!.height };
};

/**
 * Tabs until focus reaches `stop` (or `limit` presses), and gives every focused element outside
 * the bars that is not wholly between `clear.top` and `clear.bottom`, with the sections passed.
 */
async function tabThrough(page: Page, clear: Box, stop: string, limit: number) {
  const hidden: string[] = [];
  const passed = new Set<string>();
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) continue;
    if (await page.evaluate((selector) => document.activeElement?.closest(selector), stop)) break;
    if (now.inBar) continue;
    passed.add(now.heading || now.section);
    // Whole pixels: a box's fractional edge may meet the bar's edge.
    if (
      Math.ceil(now.top) < Math.floor(clear.top) ||
      Math.floor(now.bottom) > Math.ceil(clear.bottom)
    )
      hidden.push(`${now.name} at ${Math.round(now.top)}–${Math.round(now.bottom)}`);
  }
  return { hidden, passed: [...passed] };
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width}x${size.height}, every control of home Tabbed to shows between the bars`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await answerPicturesHere(page.context());
    await page.goto('/pwa/#/en/');
    // The notices come from the shell's own fetch, after the page's.
    await expect(page.locator('.home-notice').first()).toBeVisible();
    await expect(page.locator('.home-news a').first()).toBeVisible();
    await expect(page.locator('.home-tiles .card').first()).toBeVisible();
    const clear = {
      top: (await edges(page.locator('.top-bar'))).bottom,
      bottom: (await edges(page.locator('.bottom-nav'))).top,
    };

    const { hidden, passed } = await tabThrough(page, clear, '.bottom-nav', 120);

    expect(hidden).toEqual([]);
    // The walk went past the notices, the latest updates and the recommendations.
    expect(passed).toEqual(
      expect.arrayContaining(['Important notices', 'Latest updates', 'Recommended attractions']),
    );
    await expectNoAxeViolations(page);
  });
}

test('in a tour overlay, every control Tabbed to shows below its bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await answerPicturesHere(page.context());
  await page.goto('/pwa/#/en/?tour=2');
  const overlay = page.locator('.overlay--open');
  await expect(overlay.locator('.overlay__title')).toBeVisible();
  // Every part drawn first: a part that draws late replaces what it held, and a focused control
  // replaced leaves the focus to nowhere, from where the overlay takes it back to its heading
  // (use-overlay-focus.ts), which the walk would then meet far above.
  await page.waitForLoadState('networkidle');
  // The overlay's body scrolls on its own, under the overlay's bar and above the screen's edge.
  const body = await edges(overlay.locator('.overlay__body'));
  const clear = {
    top: (await edges(overlay.locator('.overlay__bar'))).bottom,
    bottom: body.bottom,
  };
  await overlay.locator('.overlay__back').focus();

  const { hidden } = await tabThrough(page, clear, '.overlay__back', 80);

  expect(hidden).toEqual([]);
  await expectNoAxeViolations(page);
});
