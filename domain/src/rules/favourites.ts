/**
 * Favourites (requirements §3, §4): a map keyed by each item's pid, each entry the item itself.
 * The map is saved to the server as JSON and replaced locally on success, so toggling
 * returns a new map and never changes the one the caller (React state) still holds.
 */
export type Pid = string | number;

export interface Favouritable {
  pid: Pid;
}

export type FavouriteCollection<T extends Favouritable> = Readonly<Record<string, T>>;

/** Object keys are text, so pid 7 and pid '7' are the same favourite. */
export function favouriteKey(pid: Pid): string {
  return String(pid);
}

/** Own keys only, so a pid such as `toString` or `constructor` is not found on the prototype. */
export function isFavourite<T extends Favouritable>(
  collection: FavouriteCollection<T>,
  pid: Pid,
): boolean {
  return Object.hasOwn(collection, favouriteKey(pid));
}

/** A new collection without the item when it is a favourite, with it otherwise. */
export function toggleFavourite<T extends Favouritable>(
  collection: FavouriteCollection<T>,
  item: T,
): Record<string, T> {
  const key = favouriteKey(item.pid);
  if (!isFavourite(collection, item.pid)) {
    // A computed key in a literal defines an own entry; `next[key] = item` would instead
    // set the prototype when the pid is `__proto__`.
    return { ...collection, [key]: item };
  }
  const next: Record<string, T> = { ...collection };
  delete next[key];
  return next;
}
