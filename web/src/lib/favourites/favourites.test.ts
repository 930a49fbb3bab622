import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FAVOURITES_MAX_ENTRIES,
  FAVOURITE_TITLE_MAX,
  favouritePid,
  type FavouriteEntry,
} from '@ecg/domain/contracts';
import { FAVOURITE_MARKER_KEEP_DAYS } from '@ecg/domain/rules/favourite-markers';
import type { FavouriteItem } from '@ecg/domain/rules/favourites';
import { favouritesSnapshot, subscribeFavourites, toggleStoredFavourite } from './favourites';
import { changeFavourites, readFavourites } from './favourites-store';

/** The favourites over a real IndexedDB (fake-indexeddb), a new one for each test. */
const lighthouse: FavouriteItem = {
  kind: 'attraction',
  id: 12,
  title: 'Sanxiantai',
  lat: 23.1236,
  lng: 121.4113,
};
const NOW = Date.UTC(2026, 10, 30, 4);
const DAY = 86_400_000;

const entry = (id: number, changedAt: number, removed = false): FavouriteEntry => ({
  pid: favouritePid('event', id),
  kind: 'event',
  id,
  title: `Event ${id}`,
  changedAt,
  removed,
});
const keyed = (entries: FavouriteEntry[]) =>
  Object.fromEntries(entries.map((each) => [each.pid, each]));

let unsubscribe: (() => void) | undefined;
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  unsubscribe?.();
  unsubscribe = undefined;
});

describe('toggleStoredFavourite', () => {
  it('keeps the item with its title and position, as a later read finds it', async () => {
    expect(await toggleStoredFavourite(lighthouse, NOW)).toBe('added');
    expect(await readFavourites()).toEqual({
      'attraction-12': { pid: 'attraction-12', ...lighthouse, changedAt: NOW, removed: false },
    });
  });

  it('keeps a long title as one line within the cap, so it is read back', async () => {
    const title = `${'東海岸'.repeat(39)}\n🐋🐋`;
    await toggleStoredFavourite({ kind: 'tour', id: 3, title }, NOW);
    const kept = (await readFavourites())['tour-3']?.title;
    expect(kept).toBe(`${'東海岸'.repeat(39)} 🐋`);
    expect(kept?.length).toBeLessThanOrEqual(FAVOURITE_TITLE_MAX);
  });

  it('removes it again as a deletion marker, which a later sign-in can merge', async () => {
    await toggleStoredFavourite(lighthouse, NOW);
    expect(await toggleStoredFavourite(lighthouse, NOW + 1000)).toBe('removed');
    expect((await readFavourites())['attraction-12']).toMatchObject({
      changedAt: NOW + 1000,
      removed: true,
    });
  });

  it('says the collection is full and writes nothing when every entry is a favourite', async () => {
    const full = keyed(
      Array.from({ length: FAVOURITES_MAX_ENTRIES }, (_, index) => entry(index + 1, NOW - DAY)),
    );
    await changeFavourites(() => full);
    expect(await toggleStoredFavourite(lighthouse, NOW)).toBe('full');
    expect(await readFavourites()).toEqual(full);
  });

  it('forgets markers past their time as it writes', async () => {
    const old = entry(1, NOW - (FAVOURITE_MARKER_KEEP_DAYS + 1) * DAY, true);
    const recent = entry(2, NOW - DAY, true);
    await changeFavourites(() => keyed([old, recent]));
    await toggleStoredFavourite(lighthouse, NOW);
    expect(Object.keys(await readFavourites()).sort()).toEqual(['attraction-12', 'event-2']);
  });
});

describe('subscribeFavourites', () => {
  it('reads the store for the first screen, and tells it of each toggle at once', async () => {
    const told = vi.fn();
    unsubscribe = subscribeFavourites(told);
    await vi.waitFor(() => expect(favouritesSnapshot()).toEqual({}));
    await toggleStoredFavourite(lighthouse, NOW);
    expect(favouritesSnapshot()?.['attraction-12']?.removed).toBe(false);
    expect(told).toHaveBeenCalledTimes(2);
  });

  it('reads the store again when another tab says it changed it', async () => {
    unsubscribe = subscribeFavourites(() => undefined);
    await vi.waitFor(() => expect(favouritesSnapshot()).toEqual({}));
    // Another tab: its own write, then its word on the channel.
    await changeFavourites(() => ({ 'event-1': entry(1, NOW) }));
    const otherTab = new BroadcastChannel('ecg-favourites');
    otherTab.postMessage('changed');
    otherTab.close();
    await vi.waitFor(() => expect(Object.keys(favouritesSnapshot() ?? {})).toEqual(['event-1']));
  });

  it('lets the collection go when the last screen stops listening', async () => {
    const stop = subscribeFavourites(() => undefined);
    await vi.waitFor(() => expect(favouritesSnapshot()).toEqual({}));
    stop();
    expect(favouritesSnapshot()).toBeUndefined();
  });
});
