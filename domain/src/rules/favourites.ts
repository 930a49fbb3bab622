/**
 * Favourites kept on the device, with deletion markers, and merged with another copy (requirements
 * §3 Favourites collection, §4 Favourite toggle): the phone's own without an account, the
 * account's on sign-in, a second phone's. Each pid holds one version of its entry, and of two
 * versions the later change wins, so merging is a union that any two devices agree on.
 */
import { FAVOURITE_KINDS, type FavouriteKind, favouritePid } from '../contracts/favourite-kinds';
import type { FavouriteEntry } from '../contracts/favourites';
import { withRoomForOne } from './favourite-markers';

export type Favourites = Readonly<Record<string, FavouriteEntry>>;

/** What the app knows of an item when the visitor taps its star: what the device lists offline. */
export interface FavouriteItem {
  kind: FavouriteKind;
  id: number;
  title: string;
  lat?: number | undefined;
  lng?: number | undefined;
}

/** Own keys only, so a key such as `constructor` is never found on the prototype. */
const entryOf = (collection: Favourites, pid: string): FavouriteEntry | undefined =>
  Object.hasOwn(collection, pid) ? collection[pid] : undefined;

/** A favourite is one that is present and not marked removed. */
export function isFavourite(collection: Favourites, kind: FavouriteKind, id: number): boolean {
  const entry = entryOf(collection, favouritePid(kind, id));
  return entry !== undefined && !entry.removed;
}

/** Every field in a fixed order: the last, stable, step of comparing two versions. */
const canonical = (entry: FavouriteEntry): string =>
  JSON.stringify([
    entry.pid,
    entry.kind,
    entry.id,
    entry.title,
    entry.lat ?? null,
    entry.lng ?? null,
    entry.changedAt,
    entry.removed,
  ]);

/**
 * Which of two versions of one entry wins: the later `changedAt`; at the same instant the
 * removal, so that a removal is never undone by an add no later than it (the visitor's
 * "deletions kept"); then the greater canonical text, an arbitrary but total order, so two
 * versions that differ only in their title (saved in two languages) still give one answer
 * whichever device merges. A total order makes merging commutative, associative and idempotent.
 */
export function laterVersion(a: FavouriteEntry, b: FavouriteEntry): FavouriteEntry {
  if (a.changedAt !== b.changedAt) return a.changedAt > b.changedAt ? a : b;
  if (a.removed !== b.removed) return a.removed ? a : b;
  return canonical(a) >= canonical(b) ? a : b;
}

/** Code-unit order of pids: the same on every device, whatever its locale. */
export const comparePids = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A collection keyed in pid order, so two merged copies are equal as JSON texts too. */
const keyed = (entries: Iterable<readonly [string, FavouriteEntry]>) =>
  Object.fromEntries([...entries].sort(([a], [b]) => comparePids(a, b)));

const withEntry = (collection: Favourites, entry: FavouriteEntry) =>
  keyed([...Object.entries(collection).filter(([pid]) => pid !== entry.pid), [entry.pid, entry]]);

/**
 * The union of two collections, each pid holding its later version (`laterVersion`). Deletion
 * markers are merged like any entry, so a removal on one phone stays removed on the other;
 * two phones that merge each other's copies hold the same collection, key for key.
 */
export function mergeFavourites(a: Favourites, b: Favourites): Record<string, FavouriteEntry> {
  const merged = new Map<string, FavouriteEntry>(Object.entries(a));
  for (const [pid, entry] of Object.entries(b)) {
    const mine = merged.get(pid);
    merged.set(pid, mine === undefined ? entry : laterVersion(mine, entry));
  }
  return keyed(merged);
}

/**
 * A toggle (requirements §4): a favourite becomes a deletion marker, anything else (absent or
 * marked) a favourite with the item's title and position of now. Its `changedAt` is `now`, or
 * just after the version it replaces when that one is later (another device's clock ran
 * ahead), so a toggle always wins over what the visitor saw. A new pid in a full collection
 * first takes the place of the oldest markers; when every entry is a favourite, nothing is
 * added and the same collection object is returned, which the app tells the visitor.
 */
export function toggleFavourite(
  collection: Favourites,
  item: FavouriteItem,
  now: number,
): Favourites {
  const pid = favouritePid(item.kind, item.id);
  const current = entryOf(collection, pid);
  const changedAt = Math.max(now, current === undefined ? now : current.changedAt + 1);
  if (current !== undefined && !current.removed) {
    return withEntry(collection, { ...current, changedAt, removed: true });
  }
  const base = current === undefined ? withRoomForOne(collection) : collection;
  if (base === undefined) return collection;
  const position =
    item.lat !== undefined && item.lng !== undefined ? { lat: item.lat, lng: item.lng } : {};
  const entry: FavouriteEntry = {
    pid,
    kind: item.kind,
    id: item.id,
    title: item.title,
    ...position,
    changedAt,
    removed: false,
  };
  return withEntry(base, entry);
}

export interface FavouriteGroup {
  kind: FavouriteKind;
  entries: FavouriteEntry[];
}

/**
 * "My Favorites" (requirements §2 Other sections): the entries not removed, grouped by kind in
 * the order of FAVOURITE_KINDS, the most recently added first within a kind (the pid in code-unit
 * order at the same instant); a kind without favourites has no group.
 */
export function visibleFavourites(collection: Favourites): FavouriteGroup[] {
  const shown = Object.values(collection)
    .filter((entry) => !entry.removed)
    .sort((a, b) => b.changedAt - a.changedAt || comparePids(a.pid, b.pid));
  return FAVOURITE_KINDS.map((kind) => ({
    kind,
    entries: shown.filter((entry) => entry.kind === kind),
  })).filter((group) => group.entries.length > 0);
}
