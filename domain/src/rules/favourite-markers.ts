/**
 * How long deletion markers are kept, and what gives way when a collection is full (requirements
 * §3 Favourites collection; the caps of contracts/favourites.ts). A marker only has to live until
 * every copy that still holds the item as a favourite has merged with it; past that it is dead
 * weight under the cap, so markers are forgotten after a while and are the first to give way.
 */
import { FAVOURITES_MAX_ENTRIES } from '../contracts/favourite-kinds';
import type { FavouriteEntry } from '../contracts/favourites';
import type { Favourites } from './favourites';

/**
 * 180 days: a visitor plans a trip weeks or months ahead, makes it, and may leave the second
 * phone or an old sign-in untouched until the next season; half a year covers that. A copy that
 * comes back later than that can bring a removed favourite back, which one tap undoes, while
 * keeping markers for ever would fill the cap with removals.
 */
export const FAVOURITE_MARKER_KEEP_DAYS = 180;
const DAY_MS = 86_400_000;

/** The collection without the markers older than `FAVOURITE_MARKER_KEEP_DAYS` days at `now`. */
export function forgetOldMarkers(collection: Favourites, now: number): Favourites {
  const horizon = now - FAVOURITE_MARKER_KEEP_DAYS * DAY_MS;
  const kept = Object.entries(collection).filter(
    ([, entry]) => !entry.removed || entry.changedAt >= horizon,
  );
  return kept.length === Object.keys(collection).length ? collection : Object.fromEntries(kept);
}

/** Markers before favourites, each oldest first (pids are unique, so the order is total). */
const givesWayFirst = (a: FavouriteEntry, b: FavouriteEntry): number =>
  Number(b.removed) - Number(a.removed) || a.changedAt - b.changedAt || (a.pid < b.pid ? -1 : 1);

/** The collection without the `count` entries that give way first, in the input's key order. */
function without(collection: Favourites, count: number): Favourites {
  if (count <= 0) return collection;
  const dropped = new Set(
    Object.values(collection)
      .sort(givesWayFirst)
      .slice(0, count)
      .map((entry) => entry.pid),
  );
  return Object.fromEntries(Object.entries(collection).filter(([pid]) => !dropped.has(pid)));
}

/**
 * Room for one more pid: the collection itself while under the cap, else without its oldest
 * markers; undefined when every entry is a favourite (the visitor has the most there may be).
 */
export function withRoomForOne(collection: Favourites): Favourites | undefined {
  const excess = Object.keys(collection).length - (FAVOURITES_MAX_ENTRIES - 1);
  const markers = Object.values(collection).filter((entry) => entry.removed).length;
  if (excess > markers) return undefined;
  return without(collection, excess);
}

/** True when no new pid can be added: the cap holds favourites only (a marked one can come back). */
export function favouritesFull(collection: Favourites): boolean {
  return withRoomForOne(collection) === undefined;
}

/**
 * A merged collection within the cap, so the server takes it: two full phones merged can hold
 * more. The oldest markers give way first, then the favourites changed longest ago. This is
 * apart from merging, which stays a union (rules/favourites.ts) so that it is associative.
 */
export function fitFavourites(collection: Favourites): Favourites {
  return without(collection, Object.keys(collection).length - FAVOURITES_MAX_ENTRIES);
}
