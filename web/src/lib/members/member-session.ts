import { readStored, STORAGE_KEYS, writeStored, type LaterStorageKey } from '../storage';

/**
 * The member's client state (requirements §3 Client state: user info with isLogin, the member
 * token, the token's expiry time), kept in local storage as the spec keeps it, so a member stays
 * signed in across visits and every tab of the app agrees (docs/members.md). The token is sent
 * only in the body of the member calls, never in an address or a cookie, and nothing else of the
 * member is kept: their profile and passkeys are asked each time and kept by no cache.
 */
export interface MemberSession {
  isLogin: true;
  displayName: string;
  token: string;
  /** When the token ends if unused (epoch ms); past it the visitor is signed out. */
  expiresAt: number;
}

export interface MemberState {
  session: MemberSession | undefined;
  /**
   * The visitor was signed out without asking (the token expired, or the server no longer knows
   * it: signed out everywhere, or the account deleted elsewhere), to be said on the member page.
   */
  ended: boolean;
}

/** The member's keys of local storage beside the token and its expiry (storage.ts). */
export const MEMBER_KEYS = {
  user: 'ecg.member.user',
  ended: 'ecg.member.ended',
  /** The favourites save's loading flag (lib/favourites/account-save.ts). */
  favouritesSaving: 'ecg.favourites.saving',
} as const satisfies Record<string, LaterStorageKey>;

interface UserInfo {
  isLogin: boolean;
  displayName?: string;
}

const KEYS = [
  STORAGE_KEYS.memberToken,
  STORAGE_KEYS.tokenExpiry,
  MEMBER_KEYS.user,
  MEMBER_KEYS.ended,
] as const;

function userInfo(): UserInfo {
  try {
    const info = JSON.parse(readStored(MEMBER_KEYS.user) ?? 'null') as UserInfo | null;
    return info !== null && typeof info === 'object' ? info : { isLogin: false };
  } catch {
    return { isLogin: false };
  }
}

/** The state as stored, read afresh; an expired token reads as signed out (and ended). */
export function readMemberState(now = Date.now()): MemberState {
  const token = readStored(STORAGE_KEYS.memberToken);
  const expiresAt = Number(readStored(STORAGE_KEYS.tokenExpiry));
  const user = userInfo();
  const ended = readStored(MEMBER_KEYS.ended) !== null;
  if (token === null || !user.isLogin) return { session: undefined, ended };
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return { session: undefined, ended: true };
  const displayName = user.displayName ?? '';
  return { session: { isLogin: true, displayName, token, expiresAt }, ended };
}

const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

/** Signed in (enrolment, sign-in, recovery): what the member's answer gave, kept. */
export function startMemberSession(signedIn: {
  member: { displayName: string };
  token: string;
  expiresAt: number;
}): void {
  writeStored(STORAGE_KEYS.memberToken, signedIn.token);
  writeStored(STORAGE_KEYS.tokenExpiry, String(signedIn.expiresAt));
  const user: UserInfo = { isLogin: true, displayName: signedIn.member.displayName };
  writeStored(MEMBER_KEYS.user, JSON.stringify(user));
  writeStored(MEMBER_KEYS.ended, null);
  tell();
}

/** A call that used the token moved its end (each use renews it, up to its absolute end). */
export function renewMemberSession(token: string, expiresAt: number, displayName: string): void {
  if (readStored(STORAGE_KEYS.memberToken) !== token) return;
  writeStored(STORAGE_KEYS.tokenExpiry, String(expiresAt));
  writeStored(MEMBER_KEYS.user, JSON.stringify({ isLogin: true, displayName }));
  tell();
}

/**
 * Signed out on this device: by the member's own choice, or (`told`) because the server refused
 * the token (a 401), which the member page then says.
 */
export function endMemberSession(told: boolean): void {
  writeStored(STORAGE_KEYS.memberToken, null);
  writeStored(STORAGE_KEYS.tokenExpiry, null);
  writeStored(MEMBER_KEYS.user, JSON.stringify({ isLogin: false }));
  writeStored(MEMBER_KEYS.ended, told ? '1' : null);
  tell();
}

/**
 * The server refused `token` (a 401): signed out here, which the member page says; unless this
 * device holds another token by then, or none. A call still on its way when the member signed
 * out comes back refused, and that is no news: the member page keeps saying they signed out.
 */
export function memberTokenRefused(token: string): void {
  if (readStored(STORAGE_KEYS.memberToken) !== token) return;
  endMemberSession(true);
}

/**
 * The member page has said why the visitor was signed out: the flag goes, and an expired token
 * with it, so the next visit starts plainly signed out.
 */
export function forgetSessionEnded(): void {
  const { session, ended } = readMemberState();
  if (session !== undefined || !ended) return;
  writeStored(STORAGE_KEYS.memberToken, null);
  writeStored(STORAGE_KEYS.tokenExpiry, null);
  writeStored(MEMBER_KEYS.ended, null);
  tell();
}

/**
 * For useSyncExternalStore: told of this tab's changes at once and of other tabs' by the
 * browser's storage event, so signing in or out in one tab shows in every other.
 */
export function subscribeMemberState(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || (KEYS as readonly string[]).includes(event.key)) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}
