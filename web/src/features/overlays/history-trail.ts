import { useState } from 'react';

/** One entry of the browser's history as the router reports it. */
export interface HistoryEntry {
  /** The router's key of the entry (react-router's `location.key`). */
  key: string;
  /** How the visitor got there: a link (PUSH), a redirect (REPLACE), or Back/Forward (POP). */
  type: 'PUSH' | 'REPLACE' | 'POP';
  /** The page's address, without the gallery's ids (opening a picture is not a page). */
  address: string;
  /** The address of the entry shown before this one. */
  from: string | undefined;
}

/** Where an entry was reached from, and how many entries back that lies. */
export interface CameFrom {
  address: string;
  steps: number;
}

export type Trails = ReadonlyMap<string, CameFrom>;

/**
 * What a move to `entry` teaches: a link followed from another page came from it, one step
 * back; one that only opened a picture over the same page came from where that page came
 * from, a step further; a redirect keeps what the entry it replaced knew. Back and Forward
 * land on entries already known, or unknown ones (a shared link, a reload) that stay so.
 */
export function followEntry(
  trails: Trails,
  previousKey: string | undefined,
  entry: HistoryEntry,
): Trails {
  const previous = previousKey === undefined ? undefined : trails.get(previousKey);
  let came: CameFrom | undefined;
  if (entry.type === 'PUSH' && entry.from !== undefined) {
    came =
      entry.from !== entry.address
        ? { address: entry.from, steps: 1 }
        : previous && { address: previous.address, steps: previous.steps + 1 };
  } else if (entry.type === 'REPLACE') {
    came = previous;
  }
  return came ? new Map(trails).set(entry.key, came) : trails;
}

/**
 * Where the current entry came from in this visit, as far as this visit saw it. Only links the
 * app followed save a back URL (requirements §2 back link): an entry the router never wrote (an
 * address typed or opened over the app, which the hash router sees as a pop) saved none, and
 * the browser keys every such entry alike, so it stays unknown however often it is returned
 * to; its back link goes to the overlay's list.
 */
export function useCameFrom(entry: HistoryEntry): CameFrom | undefined {
  const [seen, setSeen] = useState(() => ({
    key: entry.key,
    trails: followEntry(new Map(), undefined, entry),
  }));
  if (seen.key !== entry.key) {
    setSeen({ key: entry.key, trails: followEntry(seen.trails, seen.key, entry) });
  }
  return seen.trails.get(entry.key);
}
