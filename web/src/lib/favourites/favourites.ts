import { FAVOURITE_TITLE_MAX } from '@ecg/domain/contracts/favourite-kinds';
import { forgetOldMarkers } from '@ecg/domain/rules/favourite-markers';
import {
  isFavourite,
  toggleFavourite,
  type FavouriteItem,
  type Favourites,
} from '@ecg/domain/rules/favourites';
import { MEMBER_KEYS, readMemberState } from '../members/member-session';
import { readStored } from '../storage';
import { changeFavourites, readFavourites } from './favourites-store';

/**
 * The favourites every open screen shows, kept in step: a toggle here tells this page's screens
 * at once and the app's other tabs by a broadcast, on which they read the store again.
 */
const CHANNEL = 'ecg-favourites';

const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;
let current: Favourites | undefined;
/** Counts the changes, so a read that started before one does not put back what it replaced. */
let generation = 0;

function settle(collection: Favourites): void {
  current = collection;
  for (const listener of listeners) listener();
}

function readAgain(): void {
  const started = generation;
  void readFavourites()
    .catch((error: unknown): Favourites => {
      // A browser without IndexedDB (some private modes) shows an empty list, not a Loading.
      console.warn('favourites cannot be read', error);
      return {};
    })
    .then((collection) => {
      if (started === generation) settle(collection);
    });
}

/** For useSyncExternalStore: the first screen to listen reads the store, the last lets it go. */
export function subscribeFavourites(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    if (typeof BroadcastChannel === 'function') {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = () => {
        generation += 1;
        readAgain();
      };
    }
    readAgain();
    // A save to the account that did not go through (offline, refused) goes again now.
    if (readStored(MEMBER_KEYS.favouritesSaving) !== null) saveToAccount();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    channel?.close();
    channel = undefined;
    current = undefined;
    generation += 1;
  };
}

/** The collection as last read or changed; undefined until the first read has answered. */
export const favouritesSnapshot = (): Favourites | undefined => current;

/** What a toggle did: `full` when the collection holds the most favourites there may be. */
export type ToggleOutcome = 'added' | 'removed' | 'full';

/**
 * The title as one line within the contract's cap (contracts/favourites.ts), cut between
 * characters: a title the contract refuses would not be read back.
 */
function keptTitle(title: string): string {
  let kept = '';
  for (const character of title.replace(/\s+/g, ' ').trim()) {
    if (kept.length + character.length > FAVOURITE_TITLE_MAX) break;
    kept += character;
  }
  return kept;
}

/**
 * Adds or removes the item (requirements §4 Favourite toggle) through the domain's toggle, which
 * keeps a removal as a deletion marker; markers past their time are forgotten on the way.
 */
export async function toggleStoredFavourite(
  item: FavouriteItem,
  now = Date.now(),
): Promise<ToggleOutcome> {
  let outcome: ToggleOutcome = 'full';
  const { after } = await changeFavourites((stored) => {
    const kept = forgetOldMarkers(stored, now);
    const next = toggleFavourite(kept, { ...item, title: keptTitle(item.title) }, now);
    if (next !== kept) outcome = isFavourite(next, item.kind, item.id) ? 'added' : 'removed';
    return next;
  });
  announce(after);
  if (outcome !== 'full') saveToAccount();
  return outcome;
}

/** This page's screens are given the collection as written, the other tabs told to read it. */
function announce(after: Favourites): void {
  generation += 1;
  if (listeners.size > 0) settle(after);
  if (typeof BroadcastChannel === 'function') {
    const tell = new BroadcastChannel(CHANNEL);
    tell.postMessage('changed');
    tell.close();
  }
}

/**
 * Writes what `change` makes of the stored collection, as a toggle does, and tells every screen
 * and tab: the account's answer replacing the device's copy (account-save.ts).
 */
export async function replaceStoredFavourites(
  change: (current: Favourites) => Favourites,
): Promise<Favourites> {
  const { after } = await changeFavourites(change);
  announce(after);
  return after;
}

/**
 * A signed-in member's favourites are saved to the account after each change (requirements §4
 * Favourite toggle, §7 addCollectionPWA). The save's code loads only then: a visitor without
 * an account never downloads it.
 */
function saveToAccount(): void {
  if (readMemberState().session === undefined) return;
  void import('./account-save')
    .then((save) => save.saveFavouritesToAccount())
    .catch((error: unknown) => console.warn('favourites not saved to the account', error));
}
