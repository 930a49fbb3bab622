import { z } from 'zod';
import { CONTENT_LANGS } from '../rules/language';
import { campaignDaySchema, campaignPlaceKindSchema } from './campaign';
import { contentIdSchema, dateTimeTextSchema } from './common';
import { envelope } from './envelope';
import { textOf } from './forms';

/**
 * Collection campaigns in the operator console (docs/campaigns.md): a campaign's title,
 * description and exchange instructions in the three content languages, its first and last
 * day (Taipei dates), and the places that count. One campaign runs at a time: days that overlap
 * another campaign's are refused.
 */

export const CAMPAIGN_TITLE_MAX = 200;
export const CAMPAIGN_TEXT_MAX = 20_000;
export const CAMPAIGN_PLACES_MAX = 50;

const text = (field: string, max: number, shape: 'line' | 'lines') =>
  textOf(field, shape)
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` });

/** The same field in zh-tw, en and ja, each required. */
const inEachLanguage = <T extends z.ZodType>(field: () => T) =>
  z.object(
    Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, field()])) as Record<
      (typeof CONTENT_LANGS)[number],
      T
    >,
  );

/** A campaign as written in the console; the texts may be plain text or simple HTML. */
export const campaignDraftSchema = z
  .object({
    title: inEachLanguage(() => text('title', CAMPAIGN_TITLE_MAX, 'line')),
    description: inEachLanguage(() => text('description', CAMPAIGN_TEXT_MAX, 'lines')),
    exchangeInstructions: inEachLanguage(() =>
      text('exchangeInstructions', CAMPAIGN_TEXT_MAX, 'lines'),
    ),
    startsOn: campaignDaySchema('startsOn'),
    endsOn: campaignDaySchema('endsOn'),
  })
  .refine((draft) => draft.startsOn <= draft.endsOn, {
    error: 'endsOn must not be before startsOn',
    path: ['endsOn'],
  });
export type CampaignDraft = z.input<typeof campaignDraftSchema>;

export const createCampaignRequestSchema = campaignDraftSchema;
export const editCampaignRequestSchema = z.intersection(
  z.object({ id: contentIdSchema }),
  campaignDraftSchema,
);
export type EditCampaignRequest = z.input<typeof editCampaignRequestSchema>;

export const campaignPlaceRefSchema = z.object({
  kind: campaignPlaceKindSchema,
  id: contentIdSchema,
});

/** The places that count, in the order the member sees them; each once. */
export const setCampaignPlacesRequestSchema = z.object({
  id: contentIdSchema,
  places: z
    .array(campaignPlaceRefSchema)
    .max(CAMPAIGN_PLACES_MAX, { error: `places must be at most ${CAMPAIGN_PLACES_MAX}` })
    .refine(
      (places) =>
        new Set(places.map((place) => `${place.kind}-${place.id}`)).size === places.length,
      { error: 'places must name each place once' },
    ),
});
export type SetCampaignPlacesRequest = z.input<typeof setCampaignPlacesRequestSchema>;

/** A place of a campaign in the console: its Chinese name, or null once re-seeded away. */
export const operatorCampaignPlaceSchema = campaignPlaceRefSchema.extend({
  name: z.string().nullable(),
});

/** A campaign as the console lists it: every language, its places and its last change. */
export const operatorCampaignSchema = z.object({
  id: contentIdSchema,
  title: inEachLanguage(() => z.string()),
  description: inEachLanguage(() => z.string()),
  exchangeInstructions: inEachLanguage(() => z.string()),
  startsOn: z.string(),
  endsOn: z.string(),
  places: z.array(operatorCampaignPlaceSchema),
  /** How many check-ins members have made in it. */
  checkIns: z.int().nonnegative(),
  updatedAt: dateTimeTextSchema,
  updatedBy: z.string(),
});
export type OperatorCampaign = z.infer<typeof operatorCampaignSchema>;

export const operatorCampaignsAnswerSchema = envelope(z.array(operatorCampaignSchema));
export const operatorCampaignAnswerSchema = envelope(operatorCampaignSchema);
