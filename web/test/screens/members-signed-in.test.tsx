import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_KEYS } from '@/lib/members/member-session';
import { createQueryClient } from '@/lib/query-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { json, openApp } from './app-screen';
import {
  fakeWebAuthn,
  memberServer,
  PHONE,
  profile,
  servedAtName,
  signInBefore,
  TOKEN,
} from './member-server';

vi.mock('@simplewebauthn/browser', () => fakeWebAuthn());

/*
 * The member area signed in (docs/members.md): the account with its points and the end of the
 * sign-in, the passkeys (the last one's removal refused by the server), a 401 that signs the
 * member out here, an expired token, sign-out and the account's deletion after its dialog.
 */

let back: () => void = () => undefined;
beforeEach(() => {
  back = servedAtName();
});
afterEach(() => back());

const press = (name: string) => act(() => screen.getByRole('button', { name }).click());

describe('the member area, signed in', () => {
  it('shows the account, its points, when the sign-in ends, and its passkeys', async () => {
    const server = memberServer();
    signInBefore();
    await openApp('/en/member');
    await screen.findByRole('heading', { level: 2, name: 'Your account' });
    expect(screen.getByText('Signed in as Lin Mei')).toBeDefined();
    await screen.findByText('Keys: 0 · Coins: 0');
    expect(screen.getByText('9 of 10 left')).toBeDefined();
    expect(screen.getByText('December 30, 2026 at 12:00 PM')).toBeDefined();
    expect(Number(localStorage.getItem(STORAGE_KEYS.tokenExpiry))).toBe(Date.UTC(2026, 11, 30, 4));
    const heading = screen.getByRole('heading', { level: 2, name: 'Passkeys' });
    const passkeys = within(heading.closest('section')!);
    expect(await passkeys.findByText('Pixel 9')).toBeDefined();
    expect(passkeys.getByText(/^Added November 1, 2026/)).toBeDefined();
    expect(passkeys.getByText(/Last used November 20, 2026$/)).toBeDefined();
    expect(server.bodiesOf('memberProfile')).toEqual([{ token: TOKEN }]);
    expect(server.bodiesOf('memberPasskeys')).toEqual([{ token: TOKEN }]);
  });

  it('keeps the member’s answers out of the app’s cache, which is saved on the phone', async () => {
    memberServer();
    signInBefore();
    const queryClient = createQueryClient();
    await openApp('/en/member', { queryClient });
    await screen.findByText('Keys: 0 · Coins: 0');
    await screen.findByText('Pixel 9');
    const kept = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => String(query.queryKey[0]));
    expect(kept.filter((call) => call.startsWith('member'))).toEqual([]);
  });

  it('shows the points when a campaign gave some', async () => {
    const server = memberServer();
    server.answer('memberProfile', () =>
      json({ success: true, data: profile({ points: { key: 2, coin: 15 } }) }),
    );
    signInBefore();
    await openApp('/en/member');
    await screen.findByText('Keys: 2 · Coins: 15');
  });

  it('asks before removing a passkey, and says the server’s refusal of the last one', async () => {
    const server = memberServer();
    server.answer('memberRemovePasskey', () =>
      json({ success: false, message: 'The last passkey cannot be removed' }, 409),
    );
    signInBefore();
    await openApp('/en/member');
    await screen.findByText('Pixel 9');
    press('Remove the passkey Pixel 9');
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(within(dialog).getByText(/^“Pixel 9” will no longer sign you in/)).toBeDefined();
    act(() => within(dialog).getByRole('button', { name: 'Remove the passkey' }).click());
    const said = await screen.findByRole('alert');
    expect(said.textContent).toBe(
      'This passkey could not be removed. You cannot remove your only passkey: add another one first.' +
        'The last passkey cannot be removed',
    );
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(server.bodiesOf('memberRemovePasskey')).toEqual([{ token: TOKEN, passkeyId: PHONE.id }]);
    expect(screen.getByText('Pixel 9')).toBeDefined();
  });

  it('signs out here when the server no longer knows the token, and says so', async () => {
    const server = memberServer();
    server.answer('memberProfile', () =>
      json({ success: false, message: 'The member token is not valid' }, 401),
    );
    signInBefore();
    await openApp('/en/member');
    const said = await screen.findByText(/^You were signed out: your sign-in ended/);
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
    expect(JSON.parse(localStorage.getItem(MEMBER_KEYS.user)!)).toEqual({ isLogin: false });
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeDefined();
  });

  it('treats a token past its expiry as signed out, asking nothing with it', async () => {
    const server = memberServer();
    signInBefore(Date.now() - 1000);
    await openApp('/en/member');
    await screen.findByText(/^You were signed out: your sign-in ended/);
    expect(server.sent).toEqual([]);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBeNull());
  });

  it('signs out of this phone through the server', async () => {
    const server = memberServer();
    signInBefore();
    await openApp('/en/member');
    await screen.findByRole('heading', { level: 2, name: 'Sign out' });
    press('Sign out');
    const said = await screen.findByText('You are signed out on this phone.');
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(server.bodiesOf('memberSignOut')).toEqual([{ token: TOKEN }]);
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
  });

  it('stays signed in and says so when the sign-out finds no network', async () => {
    const server = memberServer();
    server.answer('memberSignOutEverywhere', () => 'unreachable');
    signInBefore();
    await openApp('/en/member');
    await screen.findByRole('heading', { level: 2, name: 'Sign out' });
    press('Sign out everywhere');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^No network/);
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBe(TOKEN);
  });

  it('deletes the account after its dialog says what is erased, then signs out', async () => {
    const server = memberServer();
    signInBefore();
    await openApp('/en/member');
    await screen.findByRole('heading', { level: 2, name: 'Delete my account' });
    press('Delete my account');
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const erased = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(erased).toEqual([
      'the favourites saved to your account',
      'your trips',
      'your points',
      'every sign-in, on every phone',
    ]);
    expect(within(dialog).getByText(/^Your reviews stay, but only as anonymous/)).toBeDefined();
    expect(server.bodiesOf('memberDelete')).toEqual([]);
    act(() => within(dialog).getByRole('button', { name: 'Delete my account' }).click());
    const said = await screen.findByText(/^Your account was deleted/);
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(server.bodiesOf('memberDelete')).toEqual([{ token: TOKEN, confirm: true }]);
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
  });

  it('reads in Chinese', async () => {
    memberServer();
    signInBefore();
    await openApp('/zh-tw/member');
    await screen.findByRole('heading', { level: 2, name: '您的帳號' });
    await screen.findByText('目前沒有進行中的集點活動。');
    await screen.findByText('鑰匙：0・金幣：0');
    await screen.findByText('剩下 9 組（共 10 組）');
  });
});
