import {
  SIGN_IN_BUSY_REASON,
  SIGN_IN_LOCK_MS,
  SIGN_IN_LOCKED_REASON,
} from '@ecg/domain/rules/operator-access';

/** What the sign-in says when it is refused, and the wait it names (minutes, or none). */
export type SignInRefusal =
  | { key: 'signIn.wrong' | 'signIn.busyServer' | 'errors.failed' }
  | { key: 'signIn.locked' | 'signIn.limited'; count: number };

/** A lock the server did not time (it always does) is said as the whole lock. */
const FALLBACK_WAIT_SECONDS = SIGN_IN_LOCK_MS / 1000;

/**
 * A 429 is one of three waits (docs/architecture.md, Operator console): this email locked for
 * this client, too many passwords being checked at once (a moment), or this client's own limit
 * of sign-ins. Each is said as what it is, so an operator is not told their email is locked when
 * it is not.
 */
export function signInRefusal(
  status: number,
  reason?: string,
  retryAfterSeconds?: number,
): SignInRefusal {
  if (status === 401) return { key: 'signIn.wrong' };
  if (status !== 429) return { key: 'errors.failed' };
  if (reason === SIGN_IN_BUSY_REASON) return { key: 'signIn.busyServer' };
  const count = Math.max(1, Math.ceil((retryAfterSeconds ?? FALLBACK_WAIT_SECONDS) / 60));
  return { key: reason === SIGN_IN_LOCKED_REASON ? 'signIn.locked' : 'signIn.limited', count };
}
