import { z } from 'zod';
import { CAMPAIGN_PLACE_KINDS } from '../rules/campaign';

/**
 * What the member's export holds of the campaign (docs/campaigns.md): apart from campaign.ts,
 * which builds on members.ts, so members.ts can hold it without a cycle.
 */

export const campaignPlaceKindSchema = z.enum(CAMPAIGN_PLACE_KINDS, {
  error: `kind must be one of ${CAMPAIGN_PLACE_KINDS.join(', ')}`,
});

/** A campaign's id, and a place's. */
export const positiveId = (field: string) =>
  z
    .int({ error: `${field} must be a whole number` })
    .positive({ error: `${field} must be positive` });

/** A check-in as kept: the campaign, the place and when (epoch ms). */
export const campaignCheckInRecordSchema = z.object({
  campaignId: positiveId('campaignId'),
  kind: campaignPlaceKindSchema,
  placeId: positiveId('placeId'),
  at: z.int().nonnegative(),
});
export type CampaignCheckInRecord = z.infer<typeof campaignCheckInRecordSchema>;
