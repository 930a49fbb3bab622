import { favouriteEntrySchema, type FavouriteEntry } from '@ecg/domain/contracts';
import type { Favourites } from '@ecg/domain/rules/favourites';
import { objectStore } from '../idb-store';

/**
 * The visitor's favourites on this device (requirements §3 Favourites collection), one record
 * per pid, deletion markers included, so a later sign-in can merge this copy with the account's
 * (`mergeFavourites`) and lose no removal. Only the page reads and writes it: nothing here goes
 * to the server or to the service worker's caches, and it works offline as it is.
 */
const inStore = objectStore('ecg-favourites', 'entries', 'pid');

/** Records as kept; one a newer or older app wrote in another shape is left out. */
function collectionOf(records: unknown[]): Favourites {
  const entries: [string, FavouriteEntry][] = [];
  for (const record of records) {
    const parsed = favouriteEntrySchema.safeParse(record);
    if (parsed.success) entries.push([parsed.data.pid, parsed.data]);
  }
  return Object.fromEntries(entries);
}

export const readFavourites = () =>
  inStore<unknown[]>('readonly', (store) => store.getAll()).then(collectionOf);

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
