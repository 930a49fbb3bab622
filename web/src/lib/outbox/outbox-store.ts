import type { ApiPathName } from '@ecg/domain/api-paths';
import type { ContentLang } from '@ecg/domain/rules/language';

/**
 * The outbox (docs/writes.md): every form a visitor sends is saved here first, with
 * the idempotency key made as it is saved, and stays until the server has answered it. The page
 * and the service worker both read and write it (no DOM here), so a form saved offline is sent
 * by whichever wakes first when the network returns; the key makes it happen once.
 */
export type OutboxState = 'waiting' | 'sent' | 'refused';

export interface OutboxEntry {
  /** The idempotency key, made when the form was saved. */
  key: string;
  name: ApiPathName;
  lang: ContentLang;
  body: unknown;
  /** Epoch ms. */
  savedAt: number;
  state: OutboxState;
  /** The server's answer (its status and JSON), once there is one. */
  status?: number;
  answer?: unknown;
  /**
   * When the visitor was last shown its answer and left it (epoch ms): a form's page shows an
   * answer no one has seen (one the worker got while the app was closed), then lets it be.
   */
  seenAt?: number;
}

const DATABASE = 'ecg-outbox';
const STORE = 'writes';

function openOutbox(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The outbox cannot be opened'));
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openOutbox();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      // Resolved once the transaction is on disk, not when the request returns.
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('The outbox failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('The outbox failed'));
    });
  } finally {
    database.close();
  }
}

export const putEntry = (entry: OutboxEntry) => inStore('readwrite', (store) => store.put(entry));

export const entryOf = (key: string) =>
  inStore<OutboxEntry | undefined>('readonly', (store) => store.get(key));

export const allEntries = () =>
  inStore<OutboxEntry[]>('readonly', (store) => store.getAll()).then((entries) =>
    entries.sort((a, b) => b.savedAt - a.savedAt),
  );

export const deleteEntry = (key: string) => inStore('readwrite', (store) => store.delete(key));
