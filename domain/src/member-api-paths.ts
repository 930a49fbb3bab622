import { localizeApiPath, type ContentLang } from './rules/language';

/**
 * The member calls (docs/members.md): passkeys, the member's own data, and the two member calls
 * of requirements §7. Each is a POST whose body carries the member token where needed, and each
 * answer is tied to one member: no cache keeps it, the server answers `private, no-store`. Kept
 * apart from API_PATHS so that the first screen, which makes none of these calls, does not carry
 * them (docs/performance.md, `npm run bench:web`).
 */
export const MEMBER_API_PATHS = {
  memberRegisterOptions: '/zh-tw/Member/passkey/register-options',
  memberRegister: '/zh-tw/Member/passkey/register',
  memberSignInOptions: '/zh-tw/Member/passkey/sign-in-options',
  memberSignIn: '/zh-tw/Member/passkey/sign-in',
  memberAddPasskeyOptions: '/zh-tw/Member/passkey/add-options',
  memberAddPasskey: '/zh-tw/Member/passkey/add',
  memberRecoverOptions: '/zh-tw/Member/passkey/recover-options',
  memberRecover: '/zh-tw/Member/passkey/recover',
  memberPasskeys: '/zh-tw/Member/passkeys',
  memberRemovePasskey: '/zh-tw/Member/passkeys/remove',
  memberProfile: '/zh-tw/Member/profile',
  memberSignOut: '/zh-tw/Member/sign-out',
  memberSignOutEverywhere: '/zh-tw/Member/sign-out-everywhere',
  memberExport: '/zh-tw/Member/export',
  memberDelete: '/zh-tw/Member/delete',
  addCollection: '/zh-tw/Member/addCollectionPWA',
  tourAdaptation: '/zh-tw/Trip/pwaadaptation',
  /** The member's own trips (contracts/trips.ts). */
  memberTrips: '/zh-tw/Member/trips',
  memberTrip: '/zh-tw/Member/trips/detail',
  renameTrip: '/zh-tw/Member/trips/rename',
  arrangeTrip: '/zh-tw/Member/trips/arrange',
  deleteTrip: '/zh-tw/Member/trips/delete',
  /** Reviews (contracts/reviews.ts): a member's own, and a new one. */
  memberReviews: '/zh-tw/Member/reviews',
  writeReview: '/zh-tw/Member/reviews/write',
  /** GET ?kind=&id=&page=: a place's shown reviews; GET ?kind=: the best rated; POST: a report. */
  placeReviews: '/zh-tw/opendata/reviews',
  bestRated: '/zh-tw/opendata/reviews/best-rated',
  reportReview: '/zh-tw/opendata/reviews/report',
  /** The collection campaign (contracts/campaign.ts, docs/campaigns.md). */
  memberCampaign: '/zh-tw/Member/campaign',
  campaignCheckIn: '/zh-tw/Member/campaign/check-in',
} as const;

export type MemberApiPathName = keyof typeof MEMBER_API_PATHS;

export function memberApiPath(name: MemberApiPathName, lang: ContentLang): string {
  return localizeApiPath(MEMBER_API_PATHS[name], lang);
}

/** The same path as a route pattern for the server, the language a parameter. */
export function memberApiRoute(name: MemberApiPathName): string {
  return MEMBER_API_PATHS[name].replace('/zh-tw/', '/:lang/');
}
