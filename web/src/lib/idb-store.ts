/**
 * One object store of a small IndexedDB database of the app's, opened the one way the app opens
 * them: a database per purpose with its one store, made on first use, opened for each
 * transaction and closed after it, so no page, tab or the worker holds a connection that would
 * block another. No DOM here: the service worker uses it too (the outbox, docs/writes.md).
 */

/** What a transaction answers once it is on disk: an IDBRequest, or a holder the act fills. */
export interface StoreAnswer<T> {
  readonly result: T;
}

export type InStore = <T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => StoreAnswer<T>,
) => Promise<T>;

function openDatabase(database: string, store: string, keyPath?: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(database, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(store, keyPath === undefined ? {} : { keyPath });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`${database} cannot be opened`));
  });
}

/**
 * Runs one transaction on `store` of `database`, whose records are keyed by `keyPath`, or,
 * without one, by the key each is put with (the query cache's, lib/query-client.ts).
 */
export function objectStore(database: string, store: string, keyPath?: string): InStore {
  return async (mode, act) => {
    const opened = await openDatabase(database, store, keyPath);
    try {
      return await new Promise((resolve, reject) => {
        const transaction = opened.transaction(store, mode);
        const answer = act(transaction.objectStore(store));
        // Resolved once the transaction is on disk, not when the request returns.
        transaction.oncomplete = () => resolve(answer.result);
        transaction.onerror = () => reject(transaction.error ?? new Error(`${database} failed`));
        transaction.onabort = () => reject(transaction.error ?? new Error(`${database} failed`));
      });
    } finally {
      opened.close();
    }
  };
}
