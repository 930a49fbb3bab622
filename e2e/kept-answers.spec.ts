import type { Page } from '@playwright/test';
import type { ListPage, PlaceSummary } from '@ecg/domain/contracts';
import { expect, lookAt, test } from './support';

/**
 * The home's lists keep the whole page a call answers (one call, one key, one shape).
 * A visitor coming back with answers an earlier build kept under the same keys in another shape
 * (the items alone) must not have them read as pages: they are dropped and asked again.
 */

// Where the app's persister keeps the query cache: idb-keyval's store, under the app's key.
const STORE = { database: 'keyval-store', objectStore: 'keyval', key: 'ecg.queries' };

interface KeptQuery {
  queryKey: unknown[];
  state: { data: unknown };
}
interface KeptClient {
  buster: string;
  clientState: { queries: KeptQuery[] };
}

/** The kept cache as text, read or written with the app closed (on another page of its origin). */
async function keptCache(page: Page, write?: string): Promise<string | undefined> {
  return page.evaluate(
    ([{ database, objectStore, key }, value]) =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onupgradeneeded = () => open.result.createObjectStore(objectStore);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction(objectStore, 'readwrite');
          const store = transaction.objectStore(objectStore);
          const request = value === undefined ? store.get(key) : store.put(value, key);
          transaction.oncomplete = () =>
            resolve(typeof request.result === 'string' ? request.result : undefined);
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    [STORE, write] as const,
  );
}

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
    .poll(async () => {
      const kept = await keptCache(page);
      return kept === undefined
        ? 0
        : (JSON.parse(kept) as KeptClient).clientState.queries.filter((query) =>
            isListPage(query.state.data),
          ).length;
    })
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
