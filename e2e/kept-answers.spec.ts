import type { ListPage, PlaceSummary } from '@ecg/domain/contracts';
import { keptCache, keptQueries, type KeptClient } from './kept-cache';
import { expect, lookAt, test } from './support';

/**
 * The home's lists keep the whole page a call answers (one call, one key, one shape).
 * A visitor coming back with answers an earlier build kept under the same keys in another shape
 * (the items alone) must not have them read as pages: they are dropped and asked again.
 */

const isListPage = (data: unknown): data is ListPage<unknown> =>
  typeof data === 'object' && data !== null && Array.isArray((data as ListPage<unknown>).items);

test('answers an earlier build kept in another shape are asked again, and the home shows its places', async ({
  page,
  request,
}) => {
  const answer = await request.get('/en/opendata/attractions?pageSize=30', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const places = ((await answer.json()) as { data: ListPage<PlaceSummary> }).data.items;
  const pictured = places.filter((place) => place.image !== null).map((place) => place.name);

  await page.goto('/pwa/#/en/');
  await expect(page.locator('.hero .hero__name')).toHaveCount(5);
  // The app saves its cache a moment after the answers come.
  await expect
    .poll(
      async () => (await keptQueries(page)).filter((query) => isListPage(query.state.data)).length,
    )
    .toBeGreaterThan(0);
  await page.goto('/api/health');

  // What the earlier build kept: no buster, and each home list as its items alone.
  const kept = JSON.parse((await keptCache(page)) ?? '{}') as KeptClient;
  kept.buster = '';
  for (const query of kept.clientState.queries) {
    if (isListPage(query.state.data)) query.state.data = query.state.data.items;
  }
  await keptCache(page, JSON.stringify(kept));

  await page.goto('/pwa/#/en/');
  const slides = page.locator('.hero .hero__name');
  await expect(slides).toHaveCount(5);
  expect(pictured).toContain(await slides.first().textContent());
  await expect(page.locator('.home-tiles .card').first()).toBeVisible();
  await lookAt(page, 'kept-answers-home-390.png');
});
