import type { AnswerTable } from './call-answers';
import { campaignCheckInAnswerSchema, memberCampaignAnswerSchema } from './contracts/campaign';
import { addCollectionAnswerSchema } from './contracts/favourites';
import {
  ceremonyOptionsAnswerSchema,
  doneAnswerSchema,
  memberExportAnswerSchema,
  memberProfileAnswerSchema,
  passkeysAnswerSchema,
  signedInAnswerSchema,
} from './contracts/members';
import {
  bestRatedAnswerSchema,
  memberReviewsAnswerSchema,
  placeReviewsAnswerSchema,
  reportReviewAnswerSchema,
  writtenReviewAnswerSchema,
} from './contracts/reviews';
import { tourAdaptationAnswerSchema, tripAnswerSchema, tripsAnswerSchema } from './contracts/trips';
import type { MemberApiPathName } from './member-api-paths';

/**
 * What each member call answers (docs/members.md, docs/reviews.md, docs/campaigns.md): the
 * whole 200 answer its route declares and the app parses (call-answers.ts). Every member call
 * is a POST but a place's reviews and the best rated, public GETs. The favourites save answers
 * the requirements' shape, `success: false` with the error text as `data` on a refusal
 * (contracts/favourites.ts), which the app reads from the refusals too.
 */
export const MEMBER_ANSWERS = {
  memberRegisterOptions: { POST: ceremonyOptionsAnswerSchema },
  memberRegister: { POST: signedInAnswerSchema },
  memberSignInOptions: { POST: ceremonyOptionsAnswerSchema },
  memberSignIn: { POST: signedInAnswerSchema },
  memberAddPasskeyOptions: { POST: ceremonyOptionsAnswerSchema },
  memberAddPasskey: { POST: passkeysAnswerSchema },
  memberRecoverOptions: { POST: ceremonyOptionsAnswerSchema },
  memberRecover: { POST: signedInAnswerSchema },
  memberPasskeys: { POST: passkeysAnswerSchema },
  memberRemovePasskey: { POST: doneAnswerSchema },
  memberProfile: { POST: memberProfileAnswerSchema },
  memberSignOut: { POST: doneAnswerSchema },
  memberSignOutEverywhere: { POST: doneAnswerSchema },
  memberExport: { POST: memberExportAnswerSchema },
  memberDelete: { POST: doneAnswerSchema },
  addCollection: { POST: addCollectionAnswerSchema },
  tourAdaptation: { POST: tourAdaptationAnswerSchema },
  memberTrips: { POST: tripsAnswerSchema },
  memberTrip: { POST: tripAnswerSchema },
  renameTrip: { POST: tripAnswerSchema },
  arrangeTrip: { POST: tripAnswerSchema },
  deleteTrip: { POST: doneAnswerSchema },
  memberReviews: { POST: memberReviewsAnswerSchema },
  writeReview: { POST: writtenReviewAnswerSchema },
  placeReviews: { GET: placeReviewsAnswerSchema },
  bestRated: { GET: bestRatedAnswerSchema },
  reportReview: { POST: reportReviewAnswerSchema },
  memberCampaign: { POST: memberCampaignAnswerSchema },
  campaignCheckIn: { POST: campaignCheckInAnswerSchema },
} as const satisfies AnswerTable<MemberApiPathName>;
