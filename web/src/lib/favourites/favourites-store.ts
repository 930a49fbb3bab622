import type { FavouriteEntry } from '@ecg/domain/contracts';
import type { Favourites } from '@ecg/domain/rules/favourites';
import { objectStore } from '../idb-store';

/**
 * The visitor's favourites on this device (requirements §3 Favourites collection), one record
 * per pid, deletion markers included, so a later sign-in can merge this copy with the account's
 * (`mergeFavourites`) and lose no removal. Only the page reads and writes it: nothing here goes
 * to the server or to the service worker's caches, and it works offline as it is. Records are
 * written only through the domain's toggle, so they are read as they were written, without the
 * contract's parser, which would bring zod to every overlay (docs/performance.md).
 */
const inStore = objectStore('ecg-favourites', 'entries', 'pid');

const collectionOf = (records: FavouriteEntry[]): Favourites =>
  Object.fromEntries(records.map((record) => [record.pid, record]));

export const readFavourites = () =>
  inStore<FavouriteEntry[]>('readonly', (store) => store.getAll()).then(collectionOf);

export interface FavouritesChange {
  before: Favourites;
  after: Favourites;
}

/**
 * Reads the collection and writes what `change` makes of it in one transaction, so two tabs
 * toggling at once never write over each other: the entries it drops are deleted, those it
 * adds or replaces are put. `change` returning its input writes nothing.
 */
export function changeFavourites(
  change: (current: Favourites) => Favourites,
): Promise<FavouritesChange> {
  return inStore<FavouritesChange>('readwrite', (store) => {
    const answer = { result: { before: {}, after: {} } as FavouritesChange };
    const all = store.getAll();
    all.onsuccess = () => {
      const before = collectionOf(all.result);
      const after = change(before);
      answer.result = { before, after };
      if (after === before) return;
      for (const pid of Object.keys(before)) if (!Object.hasOwn(after, pid)) store.delete(pid);
      for (const [pid, entry] of Object.entries(after)) if (before[pid] !== entry) store.put(entry);
    };
    return answer;
  });
}
