import type { Operator } from '@ecg/domain/contracts/admin';
import { useSyncExternalStore } from 'react';

/**
 * The operator's session in this tab: the token the server gave at sign-in, kept in
 * sessionStorage so it dies with the tab and no other site or tab reads it (no cookie: nothing
 * is sent unless our own code sends it). `ended` says why the operator was sent back to sign in.
 */
export interface Session {
  token: string;
  operator: Operator;
  expiresAt: string;
}

export type SessionEnd = 'expired' | 'signed-out';

const KEY = 'ecg.admin.session';
const listeners = new Set<() => void>();
let ended: SessionEnd | undefined;
let current: Session | undefined = read();

function read(): Session | undefined {
  try {
    const text = sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as Session) : undefined;
  } catch {
    return undefined;
  }
}

const notify = () => listeners.forEach((listener) => listener());

export function startSession(session: Session): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
  current = session;
  ended = undefined;
  notify();
}

export function endSession(reason: SessionEnd): void {
  sessionStorage.removeItem(KEY);
  current = undefined;
  ended = reason;
  notify();
}

export const currentToken = (): string | undefined => current?.token;

/** Why the last session ended, if it did in this tab. */
export const sessionEnd = (): SessionEnd | undefined => ended;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | undefined {
  return useSyncExternalStore(subscribe, () => current);
}
