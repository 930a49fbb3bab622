/**
 * Who may use the operator console, and for how long (docs/architecture.md, Operator console): the
 * roles, the sessions' idle and absolute timeouts, and the lock on an email after repeated failed
 * sign-ins. Instants are epoch milliseconds; the server passes its clock in.
 */

export const OPERATOR_ROLES = ['staff', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** A session unused this long ends (each authenticated call starts the wait again). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** A session ends this long after sign-in, however busy. */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;

/**
 * This many passwords are checked for one email from one client (SIGN_IN_WINDOW_MS from the
 * first); after the last of them that client waits SIGN_IN_LOCK_MS for that email. Counted per
 * client so that a stranger's guesses never lock the operator out (ASVS 6.3.1, 6.1.1).
 */
export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;

/**
 * Sign-ins one client may send in SIGN_IN_CLIENT_WINDOW_MS, whatever the emails, counted before any
 * hashing.
 */
export const SIGN_IN_CLIENT_LIMIT = 20;
export const SIGN_IN_CLIENT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Why a sign-in was refused with a 429, in the error envelope's `reason`, so the console says
 * which wait it is: this email locked for this client, or too many hashes running at once. A 429
 * with neither is the client's own limit of sign-ins.
 */
export const SIGN_IN_LOCKED_REASON = 'locked';
export const SIGN_IN_BUSY_REASON = 'busy';

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

/** The tries of one email from one client: since when they are counted, how many, any lock. */
export interface SignInThrottle {
  windowStart: number;
  attempts: number;
  /** 0 when not locked. */
  lockedUntil: number;
}

export type SignInReservation =
  { granted: true; next: SignInThrottle } | { granted: false; retryAfterMs: number };

/**
 * Whether one more password may be checked, and the count after it: taken (and stored) BEFORE
 * the password is hashed, so however many arrive at once no more than SIGN_IN_FAILURE_LIMIT are
 * checked. The try that reaches the limit sets the lock; a success forgets the count.
 */
export function reserveSignInAttempt(
  state: SignInThrottle | undefined,
  now: number,
): SignInReservation {
  if (state && state.lockedUntil > now) {
    return { granted: false, retryAfterMs: state.lockedUntil - now };
  }
  const fresh = !state || state.lockedUntil !== 0 || now - state.windowStart >= SIGN_IN_WINDOW_MS;
  const windowStart = fresh ? now : state.windowStart;
  const attempts = fresh ? 1 : state.attempts + 1;
  const lockedUntil = attempts >= SIGN_IN_FAILURE_LIMIT ? now + SIGN_IN_LOCK_MS : 0;
  return { granted: true, next: { windowStart, attempts, lockedUntil } };
}
