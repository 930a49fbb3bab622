import { useEffect, useState, useSyncExternalStore } from 'react';
import { readMemberState, subscribeMemberState, type MemberState } from './member-session';

let last: MemberState | undefined;
let lastText = '';

/**
 * The state as one object for as long as nothing of it changes: useSyncExternalStore compares
 * snapshots by identity, and local storage gives new objects on every read.
 */
function snapshot(): MemberState {
  const state = readMemberState();
  const text = JSON.stringify(state);
  if (last === undefined || text !== lastText) {
    last = state;
    lastText = text;
  }
  return last;
}

/** What a page rendered ahead shows: no one signed in (it hydrates so, then reads). */
const SIGNED_OUT: MemberState = { session: undefined, ended: false };
const signedOut = () => SIGNED_OUT;

/**
 * The member's state, kept in step with every tab; a token that expires while a screen shows
 * it signs the member out on that screen at that moment (requirements §3 token expiry time).
 */
export function useMemberState(): MemberState {
  const state = useSyncExternalStore(subscribeMemberState, snapshot, signedOut);
  const [, setTick] = useState(0);
  const expiresAt = state.session?.expiresAt;
  useEffect(() => {
    if (expiresAt === undefined) return undefined;
    // A timer's delay is a 32-bit count of ms (about 24.8 days): a later end is looked at again.
    const wait = Math.min(Math.max(expiresAt - Date.now(), 0) + 1, 2 ** 31 - 1);
    const timer = setTimeout(() => setTick((tick) => tick + 1), wait);
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return state;
}
