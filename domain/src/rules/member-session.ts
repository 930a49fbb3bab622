/**
 * How long a member stays signed in, and the recovery codes (docs/members.md). Instants are
 * epoch milliseconds; the server passes its clock in.
 *
 * A member keeps favourites, trips and points: less than an operator can reach, and used on a
 * phone over weeks of travel, so a member token lives longer than an operator's session. It
 * still ends when unused for MEMBER_IDLE_MS and, however busy, MEMBER_MAX_MS after sign-in
 * (OWASP ASVS 5.0 V7.3: both an idle and an absolute timeout, documented).
 */
export const MEMBER_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const MEMBER_MAX_MS = 90 * 24 * 60 * 60 * 1000;

/** A WebAuthn challenge must be answered within this time, and only once. */
export const MEMBER_CHALLENGE_MS = 5 * 60 * 1000;

/** The one-time recovery codes given at enrolment, shown once. */
export const RECOVERY_CODE_COUNT = 10;
/**
 * A code is 16 letters of an alphabet without look-alikes (no 0/O, 1/I/L), in four groups of
 * four: the alphabet has 31 letters, so 31^16 codes, about 2^79, beyond guessing through the
 * rate limit, and typed from paper.
 */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_GROUPS = 4;
export const RECOVERY_CODE_GROUP_LENGTH = 4;

/** A member's display name: what reviews show. */
export const DISPLAY_NAME_MAX = 40;
/** A passkey's name, so the member tells a phone from a laptop in the list. */
export const PASSKEY_LABEL_MAX = 60;
/** A member keeps at most this many passkeys. */
export const PASSKEYS_MAX = 10;

export interface MemberTokenTimes {
  createdAt: number;
  lastSeenAt: number;
}

/** When a member token ends if it is not used again: idle, or at its absolute end. */
export function memberTokenEndsAt({ createdAt, lastSeenAt }: MemberTokenTimes): number {
  return Math.min(lastSeenAt + MEMBER_IDLE_MS, createdAt + MEMBER_MAX_MS);
}

export function memberTokenIsLive(token: MemberTokenTimes, now: number): boolean {
  return now < memberTokenEndsAt(token);
}

/**
 * A recovery code as the member typed it, in the form it was given: upper case, the groups
 * joined by dashes, spaces and dashes where they put them ignored. Undefined when it cannot be a
 * code (a wrong length or a letter outside the alphabet), so a typo is refused before any lookup.
 */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const letters = typed.toUpperCase().replace(/[\s-]/g, '');
  const length = RECOVERY_CODE_GROUPS * RECOVERY_CODE_GROUP_LENGTH;
  if (letters.length !== length) return undefined;
  if ([...letters].some((letter) => !RECOVERY_CODE_ALPHABET.includes(letter))) return undefined;
  const groups: string[] = [];
  for (let start = 0; start < length; start += RECOVERY_CODE_GROUP_LENGTH) {
    groups.push(letters.slice(start, start + RECOVERY_CODE_GROUP_LENGTH));
  }
  return groups.join('-');
}
