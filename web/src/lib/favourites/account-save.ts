import { memberApiPath } from '@ecg/domain/member-api-paths';
import { IDEMPOTENCY_HEADER } from '@ecg/domain/api-paths';
import { mergeFavourites, type Favourites } from '@ecg/domain/rules/favourites';
import { langOfRoute } from '@ecg/domain/rules/language';
import { appCall, type Answer } from '../api/http';
import { newIdempotencyKey } from '../api/idempotency-key';
import { onNetworkBack } from '../connectivity';
import { readMemberAnswer } from '../members/member-answers';
import { MEMBER_KEYS, memberTokenRefused, readMemberState } from '../members/member-session';
import { readStored, writeStored } from '../storage';
import { readFavourites } from './favourites-store';
import { replaceStoredFavourites } from './favourites';

/**
 * The favourites saved to the member's account (requirements §4 Favourite toggle, §7
 * addCollectionPWA, §8): the whole collection of this device, deletion markers included, sent
 * as a JSON text with the member token. The server merges it with the account's
 * (domain/src/rules/favourites.ts) and answers the merged map, which replaces the device's copy;
 * so signing in on a phone brings the account's favourites and gives it the phone's.
 *
 * The loading flag (local storage) goes up before a save and down only on success. Offline, or
 * when the server cannot take it now, the device keeps its copy and the flag stays: the next
 * toggle, the next sign-in, or the network coming back sends it again. A `success: false` is
 * only logged, and its flag stays too (requirements §8 "Favourites save with success false").
 */
export type SaveOutcome = 'saved' | 'refused' | 'waiting' | 'signedOut' | 'skipped';

const langNow = () => langOfRoute(window.location.hash.replace(/^#/, ''));

async function saveOnce(): Promise<SaveOutcome> {
  const { session } = readMemberState();
  if (session === undefined) return 'skipped';
  writeStored(MEMBER_KEYS.favouritesSaving, '1');
  const sent = JSON.stringify(await readFavourites());
  let answer: Answer;
  try {
    answer = await appCall(memberApiPath('addCollection', langNow()), {
      body: { token: session.token, collection: sent },
      cache: 'no-store',
      // Each save is a write of its own (docs/writes.md); the server merges, so a save sent
      // again after a lost answer changes nothing.
      headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
    });
  } catch {
    return 'waiting';
  }
  if (answer.status === 401) {
    // The server no longer knows the token: signed out here, said on the member page.
    memberTokenRefused(session.token);
    return 'signedOut';
  }
  // Read by the call's contract whatever the status: a refusal says `success: false` with its
  // text in the same shape (requirements §7).
  const read = readMemberAnswer('addCollection', 'POST', answer.body);
  if (read === undefined) {
    console.warn('favourites not saved to the account', answer.status);
    return 'waiting';
  }
  if (!read.success) {
    console.error('favourites not saved to the account:', read.data);
    return 'refused';
  }
  const saved: Favourites = read.data;
  let changedMeanwhile = false;
  await replaceStoredFavourites((current) => {
    if (JSON.stringify(current) === sent) return saved;
    // A toggle while the save was on its way: kept on top of the account's answer, and sent
    // by the save that toggle asked for.
    changedMeanwhile = true;
    return mergeFavourites(saved, current);
  });
  if (!changedMeanwhile) writeStored(MEMBER_KEYS.favouritesSaving, null);
  return 'saved';
}

let queued: Promise<SaveOutcome> | undefined;
let last: Promise<unknown> = Promise.resolve();
let following = false;

/** Sends again what waits once the network is back (connectivity.ts), as the outbox does. */
function followNetwork(): void {
  if (following) return;
  following = true;
  const again = () => {
    if (readStored(MEMBER_KEYS.favouritesSaving) === null || !navigator.onLine) return;
    void saveFavouritesToAccount();
  };
  window.addEventListener('online', again);
  onNetworkBack(again);
}

/**
 * Saves the device's collection to the account, one save at a time: a save asked while one is
 * under way runs after it, with the collection as it is then; several asked meanwhile are one.
 */
export function saveFavouritesToAccount(): Promise<SaveOutcome> {
  followNetwork();
  if (queued !== undefined) return queued;
  const next = last.then(() => {
    queued = undefined;
    return saveOnce();
  });
  queued = next;
  last = next.catch(() => undefined);
  return next;
}
