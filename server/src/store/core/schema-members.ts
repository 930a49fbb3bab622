import type { ReviewPlaceKind, ReviewStatus } from '@ecg/domain/rules/reviews';
import type { Generated } from 'kysely';

/**
 * Members' tables (migration 0026, docs/members.md): never touched by re-seeding. Instants are
 * epoch milliseconds.
 */

export interface MembersTable {
  id: Generated<number>;
  display_name: string;
  /** WebAuthn's user.id: 32 random bytes, base64url, not the row's id. */
  user_handle: string;
  created_at: number;
  /** Requirements §3 "user point data (key and coin)": 0 until a campaign gives any. */
  points_key: Generated<number>;
  points_coin: Generated<number>;
}

export interface MemberPasskeysTable {
  id: Generated<number>;
  member_id: number;
  /** The credential's id, base64url: what the browser names the passkey by. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (0 for the many that keep none). */
  counter: number;
  /** JSON: the transports the browser reported (internal, hybrid …). */
  transports: Generated<string>;
  label: string;
  created_at: number;
  last_used_at: number | null;
}

export interface MemberTokensTable {
  /** SHA-256 (hex) of the token the member's device holds. */
  token_hash: string;
  member_id: number;
  created_at: number;
  last_seen_at: number;
}

export interface MemberRecoveryCodesTable {
  id: Generated<number>;
  member_id: number;
  /** SHA-256 (hex) of the code in its given form (normalizeRecoveryCode). */
  code_hash: string;
  used_at: number | null;
}

export type Ceremony = 'register' | 'sign-in' | 'add' | 'recover';

export interface MemberChallengesTable {
  /** 16 random bytes, base64url: the challengeId the browser's answer comes back with. */
  id: string;
  /** The challenge the authenticator signs, base64url. */
  challenge: string;
  ceremony: Ceremony;
  /** The member adding or recovering a passkey; null for an enrolment and a sign-in. */
  member_id: number | null;
  /** An enrolment's name and the user handle its passkey is made with. */
  display_name: string | null;
  user_handle: string | null;
  /** A recovery's code, used up when the new passkey is added. */
  recovery_code_id: number | null;
  created_at: number;
}

export interface MemberFavouritesTable {
  member_id: number;
  /** JSON: the favourites collection (domain/src/contracts/favourites.ts), markers included. */
  collection: string;
  updated_at: number;
}

export interface MemberTripsTable {
  id: Generated<number>;
  member_id: number;
  name: string;
  /** The tour the trip was copied from (migration 0027); not a reference: tours are re-seeded. */
  tour_id: number | null;
  /** JSON: the trip's days, each a list of tour stops (domain/src/contracts/trips.ts). */
  days: string;
  created_at: number;
  updated_at: number;
}

/** A member's review of a place (migration 0028, docs/reviews.md). */
export interface ReviewsTable {
  id: Generated<number>;
  /** Null once the member deleted the account: the review stays, anonymous. */
  member_id: number | null;
  place_kind: ReviewPlaceKind;
  /** The place's id in the content; not a reference: places are re-seeded. */
  place_id: number;
  rating: number;
  text: string;
  /** 'YYYY-MM'. */
  visit_month: string;
  /** The language the member wrote in (the app's when sent). */
  lang: string;
  status: ReviewStatus;
  /** An operator's reason for a rejection. */
  reason: string | null;
  created_at: number;
  /** When an operator last decided on it. */
  decided_at: number | null;
  /** When it was first shown, at once or approved (rules/reviews.ts newReviewStatus). */
  shown_at: number | null;
}

/** One reporter's report of a review, the reporter kept only as a digest. */
export interface ReviewReportsTable {
  review_id: number;
  /** SHA-256 (hex) of `member:<id>` or `client:<address>`. */
  reporter: string;
  reason: string;
  created_at: number;
}
