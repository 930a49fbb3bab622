import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import {
  endMemberSession,
  MEMBER_KEYS,
  memberTokenRefused,
  forgetSessionEnded,
  readMemberState,
  renewMemberSession,
  startMemberSession,
} from './member-session';
import { useMemberState } from './use-member-state';

/** The member's client state in local storage (requirements §3 Client state). */
const NOW = Date.UTC(2026, 10, 30, 4);
const DAY = 86_400_000;
const signedIn = { member: { displayName: 'Lin Mei' }, token: 't-1', expiresAt: NOW + 30 * DAY };

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the member session', () => {
  it('keeps the user info with isLogin, the member token and its expiry', () => {
    startMemberSession(signedIn);
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBe('t-1');
    expect(localStorage.getItem(STORAGE_KEYS.tokenExpiry)).toBe(String(NOW + 30 * DAY));
    expect(JSON.parse(localStorage.getItem(MEMBER_KEYS.user)!)).toEqual({
      isLogin: true,
      displayName: 'Lin Mei',
    });
    expect(readMemberState(NOW)).toEqual({
      session: { isLogin: true, displayName: 'Lin Mei', token: 't-1', expiresAt: NOW + 30 * DAY },
      ended: false,
    });
  });

  it('reads a token past its expiry as signed out and ended, and then forgets it', () => {
    startMemberSession(signedIn);
    expect(readMemberState(NOW + 30 * DAY)).toEqual({ session: undefined, ended: true });
    vi.useFakeTimers({ now: NOW + 31 * DAY });
    forgetSessionEnded();
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
    expect(readMemberState()).toEqual({ session: undefined, ended: false });
  });

  it('moves the end with each use of this token only', () => {
    startMemberSession(signedIn);
    renewMemberSession('t-1', NOW + 40 * DAY, 'Lin');
    expect(readMemberState(NOW).session).toMatchObject({
      expiresAt: NOW + 40 * DAY,
      displayName: 'Lin',
    });
    renewMemberSession('another', NOW + 90 * DAY, 'Someone');
    expect(readMemberState(NOW).session?.expiresAt).toBe(NOW + 40 * DAY);
  });

  it('says why when the server signed the member out, and not after a sign-out asked for', () => {
    startMemberSession(signedIn);
    endMemberSession(true);
    expect(readMemberState(NOW)).toEqual({ session: undefined, ended: true });
    startMemberSession(signedIn);
    endMemberSession(false);
    expect(readMemberState(NOW)).toEqual({ session: undefined, ended: false });
    expect(JSON.parse(localStorage.getItem(MEMBER_KEYS.user)!)).toEqual({ isLogin: false });
  });

  it('takes a refusal of its token as the server ending it, and of an older one as nothing', () => {
    startMemberSession(signedIn);
    memberTokenRefused('t-1');
    expect(readMemberState(NOW)).toEqual({ session: undefined, ended: true });
    // Signed out by the member while a call of theirs was on its way: it comes back refused.
    startMemberSession(signedIn);
    endMemberSession(false);
    memberTokenRefused('t-1');
    expect(readMemberState(NOW)).toEqual({ session: undefined, ended: false });
    // Signed in again meanwhile: the new session stands.
    startMemberSession({ ...signedIn, token: 't-2' });
    memberTokenRefused('t-1');
    expect(readMemberState(NOW).session?.token).toBe('t-2');
  });
});

describe('useMemberState', () => {
  it('follows this tab at once and another tab by its storage event', () => {
    const { result } = renderHook(() => useMemberState());
    expect(result.current.session).toBeUndefined();
    act(() => startMemberSession({ ...signedIn, expiresAt: Date.now() + DAY }));
    expect(result.current.session?.token).toBe('t-1');
    const before = result.current;
    // Another tab signs out: its writes, then the browser's event in this one.
    act(() => {
      localStorage.removeItem(STORAGE_KEYS.memberToken);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.memberToken }));
    });
    expect(result.current.session).toBeUndefined();
    expect(result.current).not.toBe(before);
  });

  it('signs out a screen at the moment its token expires', () => {
    vi.useFakeTimers({ now: NOW });
    startMemberSession({ ...signedIn, expiresAt: NOW + 60_000 });
    const { result } = renderHook(() => useMemberState());
    expect(result.current.session).toBeDefined();
    act(() => vi.advanceTimersByTime(60_001));
    expect(result.current).toEqual({ session: undefined, ended: true });
  });
});
