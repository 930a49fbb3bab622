import type { ApiPathName } from '@ecg/domain/api-paths';
import type { ContentLang } from '@ecg/domain/rules/language';
import { objectStore } from '../idb-store';

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

const inStore = objectStore('ecg-outbox', 'writes', 'key');

export const putEntry = (entry: OutboxEntry) => inStore('readwrite', (store) => store.put(entry));

export const entryOf = (key: string) =>
  inStore<OutboxEntry | undefined>('readonly', (store) => store.get(key));

export const allEntries = () =>
  inStore<OutboxEntry[]>('readonly', (store) => store.getAll()).then((entries) =>
    entries.sort((a, b) => b.savedAt - a.savedAt),
  );

export const deleteEntry = (key: string) => inStore('readwrite', (store) => store.delete(key));
