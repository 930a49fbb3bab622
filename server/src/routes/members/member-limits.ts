import type { OwnReview } from '@ecg/domain/contracts/reviews';
import type { CampaignCheckInRecord } from '@ecg/domain/contracts/campaign';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { WriteLimit } from '../../plugins/write-limits';
import type { RelyingParty } from '../../relying-party';
import type { ChallengeRepository } from '../../store/members/challenge-repository';
import type { MemberFavouritesRepository } from '../../store/members/member-favourites-repository';
import type { MemberRepository } from '../../store/members/member-repository';
import type { MemberTokenRepository } from '../../store/members/member-token-repository';
import type { PasskeyRepository } from '../../store/members/passkey-repository';
import type { RecoveryCodeRepository } from '../../store/members/recovery-code-repository';
import type { TripRepository } from '../../store/members/trip-repository';
import type { WriteDependencies } from '../writes/write-route';

/**
 * How many of each member call one client may send (docs/members.md, Limits), counted per call
 * before its body is read. Only per client: a member has no lock of their own, so a stranger's
 * tries at passkeys or recovery codes never keep the member out (ASVS 5.0 V6.3.1). A code holds
 * about 79 random bits, which no number of tries within these limits comes near.
 */
export interface MemberLimits {
  /** Enrolment: its options and its passkey. */
  enrol: WriteLimit;
  /** Signing in with a passkey: its options and its assertion. */
  signIn: WriteLimit;
  /** A recovery code tried, and the passkey it adds. */
  recover: WriteLimit;
  /** Adding and removing passkeys. */
  passkeys: WriteLimit;
  /** The reads the app repeats: the profile, the passkeys' list. */
  read: WriteLimit;
  /** The favourites save: one for each heart tapped, so more than a form's. */
  favourites: WriteLimit;
  /** A trip made from a tour, renamed, rearranged or deleted: one for each edit of a day. */
  trips: WriteLimit;
  /** A check-in at a campaign place (docs/campaigns.md): a member makes a few a day. */
  checkIn: WriteLimit;
  /** Sign-out, sign-out everywhere, the export and deleting the account. */
  account: WriteLimit;
  /** A review written: a form, as the service forms' (docs/reviews.md, Spam). */
  reviews: WriteLimit;
  /** A review reported, by anyone. */
  reports: WriteLimit;
  /** A place's reviews and the best rated: public reads, each detail opened asks one. */
  reviewReads: WriteLimit;
}

const TEN_MINUTES = 10 * 60_000;
const MINUTE = 60_000;

export const MEMBER_LIMITS: MemberLimits = {
  enrol: { max: 10, timeWindowMs: TEN_MINUTES },
  signIn: { max: 20, timeWindowMs: TEN_MINUTES },
  recover: { max: 10, timeWindowMs: TEN_MINUTES },
  passkeys: { max: 10, timeWindowMs: TEN_MINUTES },
  read: { max: 60, timeWindowMs: MINUTE },
  favourites: { max: 60, timeWindowMs: MINUTE },
  trips: { max: 60, timeWindowMs: MINUTE },
  checkIn: { max: 20, timeWindowMs: TEN_MINUTES },
  account: { max: 10, timeWindowMs: TEN_MINUTES },
  reviews: { max: 10, timeWindowMs: TEN_MINUTES },
  reports: { max: 10, timeWindowMs: TEN_MINUTES },
  reviewReads: { max: 120, timeWindowMs: MINUTE },
};

/** What buildApp gives the members' area (members of AppOptions). */
export interface MembersOptions {
  /** Whose passkeys they are: PUBLIC_ORIGIN (relying-party.ts). */
  relyingParty: RelyingParty;
  /** One limit for every member call, in place of MEMBER_LIMITS (a test's, the bench's). */
  limit?: WriteLimit;
}

/** The write path's dependencies and the limits of each kind of member call. */
export interface MemberCallDependencies extends WriteDependencies {
  limits: MemberLimits;
}

/**
 * What other areas keep of a member, for the export: given by buildApp, so that the members'
 * area imports none of them (docs/areas.md; the reviews: docs/reviews.md).
 */
export interface MemberExportParts {
  reviews(memberId: number, lang: ContentLang): Promise<OwnReview[]>;
  campaignCheckIns(memberId: number): Promise<CampaignCheckInRecord[]>;
}

/**
 * The members' repositories over the store, made once by the area's index.ts: the calls read
 * through these and write through their transaction's own (docs/architecture.md, The house).
 */
export interface MemberRepositories {
  challenges: ChallengeRepository;
  members: MemberRepository;
  passkeys: PasskeyRepository;
  recoveryCodes: RecoveryCodeRepository;
  tokens: MemberTokenRepository;
  trips: TripRepository;
  favourites: MemberFavouritesRepository;
}

/**
 * The members' area's: the relying party, the repositories its calls read through, and what the
 * export gathers of other areas.
 */
export interface MembersDependencies extends MemberCallDependencies {
  relyingParty: RelyingParty;
  repositories: MemberRepositories;
  exportParts: MemberExportParts;
}

/** Every kind at `limit` when one is given, else MEMBER_LIMITS. */
export function memberLimitsOf(limit: WriteLimit | undefined): MemberLimits {
  if (limit === undefined) return MEMBER_LIMITS;
  const kinds = Object.keys(MEMBER_LIMITS) as (keyof MemberLimits)[];
  return Object.fromEntries(kinds.map((kind) => [kind, limit])) as unknown as MemberLimits;
}
