/**
 * Who may use the operator console, and for how long (issue 16 point 5): the roles, the
 * sessions' idle and absolute timeouts, and the lock on an email after repeated failed
 * sign-ins. Instants are epoch milliseconds; the server passes its clock in.
 */

export const OPERATOR_ROLES = ['staff', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** A session unused this long ends (each authenticated call starts the wait again). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** A session ends this long after sign-in, however busy. */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;

/** This many failed sign-ins for one email within SIGN_IN_WINDOW_MS lock it for SIGN_IN_LOCK_MS. */
export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;

/** Shorter passwords are refused when an operator is added. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

const RANK: Readonly<Record<OperatorRole, number>> = { staff: 1, admin: 2 };

/** An admin may do all a staff member may; a staff member not what only an admin may. */
export function roleAllows(role: OperatorRole, needed: OperatorRole): boolean {
  return RANK[role] >= RANK[needed];
}

export interface SessionTimes {
  createdAt: number;
  lastSeenAt: number;
}

/** When a session ends if it is not used again: idle, or at its absolute end. */
export function sessionEndsAt({ createdAt, lastSeenAt }: SessionTimes): number {
  return Math.min(lastSeenAt + SESSION_IDLE_MS, createdAt + SESSION_MAX_MS);
}

export function sessionIsLive(session: SessionTimes, now: number): boolean {
  return now < sessionEndsAt(session);
}

/**
 * Until when an email is locked, given the instants of its failed sign-ins (since its last
 * success): SIGN_IN_LOCK_MS after the last of any SIGN_IN_FAILURE_LIMIT failures that fall
 * within SIGN_IN_WINDOW_MS of each other. Undefined when it is not locked at `now`.
 */
export function signInLockedUntil(failures: readonly number[], now: number): number | undefined {
  const times = [...failures].sort((a, b) => a - b);
  let until: number | undefined;
  for (let last = SIGN_IN_FAILURE_LIMIT - 1; last < times.length; last += 1) {
    const first = times[last - SIGN_IN_FAILURE_LIMIT + 1] as number;
    const end = times[last] as number;
    if (end - first <= SIGN_IN_WINDOW_MS) until = end + SIGN_IN_LOCK_MS;
  }
  return until !== undefined && now < until ? until : undefined;
}

/** How far back failures can still matter to signInLockedUntil. */
export const SIGN_IN_LOOKBACK_MS = SIGN_IN_WINDOW_MS + SIGN_IN_LOCK_MS;
