import { z } from 'zod';
import { campaignPlaceKindSchema, positiveId } from './campaign-record';
import { latlngTextSchema } from './common';
import { envelope } from './envelope';
import { memberPointsSchema, memberTokenSchema } from './members';

/**
 * The collection campaign in the member area (docs/campaigns.md): the running campaign with the
 * member's standing at each of its places, and a check-in at one of them. Both are member calls
 * (a POST with the member token, answered `private, no-store`); the check-in takes the write
 * path. The console's calls are in admin-campaigns.ts.
 */

export * from './campaign-record';

/** A Taipei date, YYYY-MM-DD: a campaign's first and last day. */
export const campaignDaySchema = (field: string) =>
  z
    .string({ error: `${field} must be a text` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
      error: `${field} must be a date written YYYY-MM-DD`,
    });

/** A place of the campaign as the member sees it: where it is and what the member did there. */
export const memberCampaignPlaceSchema = z.object({
  kind: campaignPlaceKindSchema,
  id: positiveId('id'),
  name: z.string(),
  latlng: latlngTextSchema,
  /** Checked in there on this Taipei day: not again before Taipei midnight. */
  checkedInToday: z.boolean(),
  /** Checked in there on any day: every place visited earns the coin. */
  visited: z.boolean(),
});
export type MemberCampaignPlace = z.infer<typeof memberCampaignPlaceSchema>;

export const memberCampaignRequestSchema = z.object({ token: memberTokenSchema });

/** The running campaign in the member's language, or null when none runs. */
export const memberCampaignSchema = z
  .object({
    id: positiveId('id'),
    title: z.string(),
    startsOn: campaignDaySchema('startsOn'),
    endsOn: campaignDaySchema('endsOn'),
    places: z.array(memberCampaignPlaceSchema),
    /** Whether this campaign has given the member its coin. */
    coinEarned: z.boolean(),
    points: memberPointsSchema,
  })
  .nullable();
export type MemberCampaign = z.infer<typeof memberCampaignSchema>;
export const memberCampaignAnswerSchema = envelope(memberCampaignSchema);

const coordinate = (field: string, limit: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(-limit, { error: `${field} must be within ±${limit}` })
    .max(limit, { error: `${field} must be within ±${limit}` });

/** A check-in: the place, and where the phone says it is. */
export const campaignCheckInRequestSchema = z.object({
  token: memberTokenSchema,
  campaignId: positiveId('campaignId'),
  kind: campaignPlaceKindSchema,
  placeId: positiveId('placeId'),
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
});
export type CampaignCheckInRequest = z.infer<typeof campaignCheckInRequestSchema>;

/** The member's points after the check-in, and the place as it now stands. */
export const campaignCheckInSchema = z.object({
  points: memberPointsSchema,
  place: memberCampaignPlaceSchema,
  /** This check-in was the last place's: it gave the campaign's coin. */
  coinEarned: z.boolean(),
});
export type CampaignCheckIn = z.infer<typeof campaignCheckInSchema>;
export const campaignCheckInAnswerSchema = envelope(campaignCheckInSchema);
