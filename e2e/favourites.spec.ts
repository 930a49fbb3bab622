import { expect, expectNoAxeViolations, expectOverlayAccessible, test } from './support';

/**
 * Favourites on the device (requirements §4 Favourite toggle, §2 My Favorites): the journey
 * through a real browser's IndexedDB and a reload. What each overlay's heart keeps, the page's
 * groups, links, empty state and copied list are the screen tests'
 * (web/test/screens/favourite-toggle.test.tsx, favourites.test.tsx).
 */

test('an attraction kept as a favourite is in My Favorites after a reload, until removed', async ({
  page,
  request,
}) => {
  const answer = await request.post('/en/opendata/attractions/detail', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { id: 1 },
  });
  const { data: attraction } = (await answer.json()) as { data: { name: string } };

  await page.goto('/pwa/#/en/?attraction=1');
  const overlay = page.locator('.overlay--open');
  await expect(overlay.getByRole('heading', { level: 1 })).toContainText(attraction.name);
  const heart = overlay.getByRole('button', { name: `Favourite: ${attraction.name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expectOverlayAccessible(page);

  // Back to the page under the overlay, then My Favorites from the menu.
  await overlay.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'My favourites' }).click();
  await expect(page).toHaveURL(/#\/en\/favourites$/);
  await page.reload();
  const attractions = page.getByRole('region', { name: 'Attractions' });
  await expect(attractions.getByRole('link', { name: attraction.name })).toBeVisible();
  await expectNoAxeViolations(page);

  // Its overlay opens over the page, and closing it comes back to the list.
  await attractions.getByRole('link', { name: attraction.name }).click();
  await expect(page).toHaveURL(/#\/en\/favourites\?attraction=1$/);
  await expect(
    overlay.getByRole('button', { name: `Favourite: ${attraction.name}`, pressed: true }),
  ).toBeVisible();
  await overlay.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/#\/en\/favourites$/);

  await attractions
    .getByRole('button', { name: `Favourite: ${attraction.name}`, pressed: true })
    .click();
  await expect(page.getByText('No favourites yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No favourites yet.')).toBeVisible();
  await expectNoAxeViolations(page);
});
