import type { Page } from '@playwright/test';

/** Where the app's persister keeps the query cache: idb-keyval's store, under the app's key. */
const STORE = { database: 'keyval-store', objectStore: 'keyval', key: 'ecg.queries' };

export interface KeptQuery {
  queryKey: unknown[];
  state: { data: unknown };
}

/** The cache as the persister keeps it (web/src/lib/query/persist.tsx). */
export interface KeptClient {
  buster: string;
  clientState: { queries: KeptQuery[] };
}

/**
 * The kept cache as text, read, or written (`write`) with the app closed on another page of its
 * origin; undefined while nothing is kept.
 */
export async function keptCache(page: Page, write?: string): Promise<string | undefined> {
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

/** The kept queries (none while nothing is kept). */
export async function keptQueries(page: Page): Promise<KeptQuery[]> {
  const kept = await keptCache(page);
  return kept === undefined ? [] : (JSON.parse(kept) as KeptClient).clientState.queries;
}

/** The keys of the kept queries, each as JSON text. */
export async function keptKeys(page: Page): Promise<string[]> {
  return (await keptQueries(page)).map((query) => JSON.stringify(query.queryKey));
}
