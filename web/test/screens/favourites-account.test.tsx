import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteEntry } from '@ecg/domain/contracts';
import { changeFavourites, readFavourites } from '@/lib/favourites/favourites-store';
import { MEMBER_KEYS } from '@/lib/members/member-session';
import { json, openApp } from './app-screen';
import { fakeWebAuthn, memberServer, servedAtName, signInBefore, TOKEN } from './member-server';

vi.mock('@simplewebauthn/browser', () => fakeWebAuthn());

/*
 * Favourites saved to the member's account (requirements §4 Favourite toggle, §7
 * addCollectionPWA, §8): after each toggle the device's whole collection, deletion markers
 * included, goes as a JSON text with the token, and the account's answer replaces it; a
 * `success: false` is only logged and its loading flag stays; offline it waits for the network;
 * a sign-in sends the device's favourites at once. Without an account nothing is sent.
 */

const entry = (kind: FavouriteEntry['kind'], id: number, changedAt: number, removed = false) => ({
  pid: `${kind}-${id}`,
  kind,
  id,
  title: `${kind} ${id}`,
  changedAt,
  removed,
});
const keyed = (...entries: FavouriteEntry[]) =>
  Object.fromEntries(entries.map((each) => [each.pid, each]));
const ACCOUNTS_OWN = entry('guide', 3, 1_700_000_000_000);
const MARKER = entry('event', 9, Date.now() - 86_400_000, true);

let back: () => void = () => undefined;
beforeEach(() => {
  back = servedAtName();
});
afterEach(() => {
  back();
  vi.restoreAllMocks();
});

/** The tour overlay's heart, pressed once the store has been read. */
async function pressHeart() {
  await openApp('/en/?tour=2');
  const heart = await screen.findByRole('button', { name: /^Favourite: /, pressed: false });
  await waitFor(() => expect(heart.getAttribute('aria-disabled')).toBe('false'));
  act(() => heart.click());
  await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
}

const sentCollection = (body: Record<string, unknown> | undefined) =>
  JSON.parse(String(body?.collection)) as Record<string, FavouriteEntry>;

describe('favourites saved to the account', () => {
  it('sends the whole collection after a toggle and keeps the account’s answer', async () => {
    const server = memberServer();
    server.answer('addCollection', (_url, body) =>
      json({
        success: true,
        data: { ...sentCollection(body as never), [ACCOUNTS_OWN.pid]: ACCOUNTS_OWN },
      }),
    );
    signInBefore();
    await changeFavourites(() => keyed(MARKER));
    await pressHeart();
    await waitFor(() => expect(server.bodiesOf('addCollection')).toHaveLength(1));
    const [body] = server.bodiesOf('addCollection');
    expect(body?.token).toBe(TOKEN);
    expect(typeof body?.collection).toBe('string');
    const sent = sentCollection(body);
    expect(Object.keys(sent).sort()).toEqual(['event-9', 'tour-2']);
    expect(sent['event-9']).toEqual(MARKER);
    expect(sent['tour-2']).toMatchObject({ kind: 'tour', id: 2, removed: false });
    await waitFor(async () =>
      expect(Object.keys(await readFavourites()).sort()).toEqual(['event-9', 'guide-3', 'tour-2']),
    );
    await waitFor(() => expect(localStorage.getItem(MEMBER_KEYS.favouritesSaving)).toBeNull());
  });

  it('only logs a success: false, keeping the loading flag and the device’s copy', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = memberServer();
    server.answer('addCollection', () => json({ success: false, data: 'collection not saved' }));
    signInBefore();
    await pressHeart();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'favourites not saved to the account:',
        'collection not saved',
      ),
    );
    expect(localStorage.getItem(MEMBER_KEYS.favouritesSaving)).toBe('1');
    expect(Object.keys(await readFavourites())).toEqual(['tour-2']);
    expect(screen.queryByText('collection not saved')).toBeNull();
  });

  it('keeps the collection offline and sends it when the network returns', async () => {
    let online = false;
    const server = memberServer();
    server.answer('addCollection', (_url, body) =>
      online ? json({ success: true, data: sentCollection(body as never) }) : 'unreachable',
    );
    signInBefore();
    await pressHeart();
    await waitFor(() => expect(server.bodiesOf('addCollection')).toHaveLength(1));
    expect(localStorage.getItem(MEMBER_KEYS.favouritesSaving)).toBe('1');
    expect(Object.keys(await readFavourites())).toEqual(['tour-2']);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(server.bodiesOf('addCollection')).toHaveLength(2));
    await waitFor(() => expect(localStorage.getItem(MEMBER_KEYS.favouritesSaving)).toBeNull());
  });

  it('sends the device’s favourites on sign-in, so the account’s and the device’s merge', async () => {
    const server = memberServer();
    server.answer('addCollection', (_url, body) =>
      json({
        success: true,
        data: { ...sentCollection(body as never), [ACCOUNTS_OWN.pid]: ACCOUNTS_OWN },
      }),
    );
    await changeFavourites(() => keyed(entry('attraction', 1, 1_700_000_000_000)));
    await openApp('/en/member');
    const signIn = await screen.findByRole('button', { name: 'Sign in with a passkey' });
    act(() => signIn.click());
    await waitFor(() => expect(server.bodiesOf('addCollection')).toHaveLength(1));
    expect(Object.keys(sentCollection(server.bodiesOf('addCollection')[0]))).toEqual([
      'attraction-1',
    ]);
    await waitFor(async () =>
      expect(Object.keys(await readFavourites()).sort()).toEqual(['attraction-1', 'guide-3']),
    );
  });

  it('sends nothing without an account', async () => {
    const server = memberServer();
    await pressHeart();
    expect(Object.keys(await readFavourites())).toEqual(['tour-2']);
    expect(server.bodiesOf('addCollection')).toEqual([]);
    expect(localStorage.getItem(MEMBER_KEYS.favouritesSaving)).toBeNull();
  });
});
