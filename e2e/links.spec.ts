import { expect, test } from './support';

/**
 * Every link of the home page, and every choice of every list, leads to a real page in each
 * language: the screen tests follow them all (web/test/screens/links.test.tsx). Here, what
 * needs a browser's history: a tap on a choice is a step Back undoes, to the same list and
 * the same choices.
 */

const CHIPS = '.search-tabs a, .search-chips a, .guide-tabs a';

test('Back after a choice of a list returns to the list with the same choices', async ({
  page,
}) => {
  await page.goto('/pwa/#/en/');
  await page.goto('/pwa/#/en/search/attractions/');
  const chips = page.locator(CHIPS);
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('link').nth(1)).toBeVisible();
  const hrefs = await chips.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
  await categories.getByRole('link').nth(1).click();
  await expect(categories.getByRole('link').nth(1)).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/#\/en\/search\/attractions\/$/);
  await expect
    .poll(() => chips.evaluateAll((all) => all.map((link) => link.getAttribute('href'))))
    .toEqual(hrefs);
  await expect(categories.getByRole('link', { name: 'All' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
