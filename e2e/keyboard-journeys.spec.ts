import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * Journeys by keyboard alone, each checking where the focus is and what is said: the skip
 * link, a new page announced with the focus on its heading, a notice from the list and back,
 * a detail from a list's card and from the home slideshow and back (WCAG 2.4.1, 2.4.3, 4.1.3).
 */

/** The most Tabs from the top of home to the bottom bar (61 without the skip link). */
const TABS_MAX = 90;

/** Presses Tab, as a keyboard user would, until `target` has the focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let tabs = 0; tabs < TABS_MAX; tabs += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function openHome(page: Page, lang: string): Promise<void> {
  await page.goto(`/pwa/#/${lang}/`);
  // A first visit on a busy machine may take a while to draw home.
  await expect(page.locator('.hero .carousel__slide').first()).toBeVisible();
  await expect(page.locator('.home-notice').first()).toBeVisible();
}

/** The shell's live region that says a new page. */
const announcer = (page: Page) => page.locator('.shell > p[aria-live="polite"]');

/** A detail overlay's own live region, that says the record opened. */
const overlaySays = (overlay: Locator) => overlay.locator(':scope > p[aria-live="polite"]');

// The link behaves alike in every language; its name in each: web/test/screens/shell.test.tsx.
test('the first Tab reaches a visible skip link that leads into the page', async ({ page }) => {
  await openHome(page, 'en');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectNoAxeViolations(page);
  await lookAt(page, 'skip-link-en.png');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The address is still home's: the link moved the focus, it did not route.
  expect(new URL(page.url()).hash).toBe('#/en/');
  await expect(skip).not.toBeInViewport();
});

test('a page reached by keyboard is announced and its heading has the focus', async ({ page }) => {
  await openHome(page, 'en');
  // The first load says nothing: the browser reads the new document itself.
  await expect(announcer(page)).toHaveText('');
  const live = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Live' });
  await tabTo(page, live);
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Live' });
  await expect(heading).toBeFocused();
  await expect(announcer(page)).toHaveText('Live');
  await expectNoAxeViolations(page);
});

test('a notice opened from the list has the focus, and back the focus is on its line', async ({
  page,
}) => {
  await openHome(page, 'en');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: /^Important notices/ }));
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: 'Important notices' });
  const line = list.getByRole('listitem').first().getByRole('button');
  await tabTo(page, line);
  const title = (await line.locator('.notice-list__title').textContent()) ?? '';
  await page.keyboard.press('Enter');

  const notice = page.getByRole('dialog', { name: title });
  await expect(notice.getByRole('heading', { level: 2, name: title })).toBeFocused();
  // The next Tab goes on within the notice, to its close button.
  await page.keyboard.press('Tab');
  await expect(notice.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoAxeViolations(page);
  await tabTo(page, notice.getByRole('button', { name: 'Back to the notices' }));
  await page.keyboard.press('Enter');
  await expect(list.getByRole('button', { name: title })).toBeFocused();

  // Escape closes the notices, and the focus is back on the menu button that opened them.
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});

test('a detail opened from a card has the focus on its heading, said, and Back returns to the card', async ({
  page,
}) => {
  await page.goto('/pwa/#/en/search/attractions/');
  const card = page.locator('.search-list .card').first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await tabTo(page, card);
  const name = (await card.locator('.card__title').textContent()) ?? '';
  await page.keyboard.press('Enter');

  const overlay = page.getByRole('dialog', { name });
  await expect(overlay.getByRole('heading', { level: 1, name })).toBeFocused({ timeout: 15_000 });
  await expect(overlaySays(overlay)).toHaveText(name);
  await expectNoAxeViolations(page);
  // Back is the overlay's first control: backwards from the heading, past the pictures above
  // it and the scrolling body (a stop, so a page without links scrolls by keyboard).
  const back = overlay.getByRole('link', { name: 'Back' });
  const stops: string[] = [];
  while (!(await back.evaluate((element) => element === document.activeElement))) {
    expect(stops.length).toBeLessThan(6);
    await page.keyboard.press('Shift+Tab');
    stops.push(
      await overlay.evaluate((dialog) => {
        const now = document.activeElement;
        return now && dialog.contains(now) && /^(A|BUTTON|DIV)$/.test(now.tagName)
          ? 'control'
          : `${now?.tagName}.${now?.className}`;
      }),
    );
  }
  expect(stops.filter((stop) => stop !== 'control')).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page.locator('.overlay--open')).toHaveCount(0);
  await expect(card).toBeFocused();
});

test('a detail opened from the slideshow has the focus on its heading, said, and back on its slide', async ({
  page,
}) => {
  await page.clock.install();
  await openHome(page, 'en');
  const shown = page.locator('.hero .carousel__slide:not([inert]) .hero__slide');
  await tabTo(page, shown);
  const href = (await shown.getAttribute('href')) ?? '';
  const name = (await shown.locator('.hero__name').textContent()) ?? '';
  await page.keyboard.press('Enter');
  const overlay = page.getByRole('dialog', { name });
  await expect(overlay.getByRole('heading', { level: 1, name })).toBeFocused();
  await expect(overlaySays(overlay)).toHaveText(name);
  // The overlay stays open for several turns of the slideshow (3 s each).
  await page.clock.runFor(10_000);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(0);

  const opener = page.locator(`.hero a[href="${href}"]`);
  await expect(opener).toBeFocused();
  await expect(opener.locator('xpath=ancestor::*[@inert]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
