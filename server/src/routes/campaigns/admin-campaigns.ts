import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  createCampaignRequestSchema,
  editCampaignRequestSchema,
  setCampaignPlacesRequestSchema,
  type OperatorCampaign,
} from '@ecg/domain/contracts/admin-campaigns';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authoredHtml, htmlToText } from '../../content/sanitize';
import { BadRequestError } from '../../plugins/errors';
import { placeKey } from '../../store/campaigns/campaign-places';
import type { CampaignPlaceRef } from '@ecg/domain/rules/campaign';
import type {
  CampaignRepository,
  CampaignWriting,
} from '../../store/campaigns/campaign-repository';
import type { Transaction } from 'kysely';
import type { WrittenTables } from '../../store/core/written-tables';
import { OperatorRefusal } from '../../store/operators/operator-refusal';
import { operatorOf, operatorRoutes } from '../operators/admin-guard';
import type { ActionEntry } from '../../store/operators/operator-action-repository';
import type { LoggedChange } from '../operators/logged-change';

type Draft = z.output<typeof createCampaignRequestSchema>;

/** Where a refusal of the store points in the request. */
const FIELDS = { duplicate: 'startsOn' } as const;

/** A text as written and as safe HTML; a 400 names a language left with no words once cleaned. */
function cleanedText(field: string, written: Record<ContentLang, string>) {
  const cleaned = {} as Record<ContentLang, { written: string; html: string }>;
  for (const lang of CONTENT_LANGS) {
    const html = authoredHtml(written[lang]);
    if (htmlToText(html) === '') {
      throw new BadRequestError(`body.${field}.${lang}: ${field} has no text once cleaned`);
    }
    cleaned[lang] = { written: written[lang], html };
  }
  return cleaned;
}

function writingOf(draft: Draft): CampaignWriting {
  return {
    title: draft.title,
    description: cleanedText('description', draft.description),
    exchangeInstructions: cleanedText('exchangeInstructions', draft.exchangeInstructions),
    startsOn: draft.startsOn,
    endsOn: draft.endsOn,
  };
}

/** One campaign runs at a time, so a member's check-in names the one there is. */
async function refuseOverlap(campaigns: CampaignRepository, draft: Draft, exceptId?: number) {
  const other = await campaigns.overlapping(draft.startsOn, draft.endsOn, exceptId);
  if (other !== undefined) {
    throw new OperatorRefusal('duplicate', `these days meet those of campaign ${other}`);
  }
}

/** Places are content, changed only by a re-seed: each named must be among them. */
async function refuseUnknownPlaces(
  campaigns: CampaignRepository,
  places: readonly CampaignPlaceRef[],
) {
  const missing = await campaigns.firstUnknownPlace(places);
  if (missing === undefined) return;
  const { kind, id } = places[missing]!;
  throw new BadRequestError(`body.places.${missing}: there is no ${kind} with the id ${id}`);
}

/** The log's line of a campaign made or changed: its title and days as written. */
const campaignLogged = (
  action: 'campaign.create' | 'campaign.edit',
  id: number,
  writing: CampaignWriting,
): ActionEntry => ({
  action,
  subjectKind: 'campaign',
  subjectId: id,
  detail: { title: writing.title['zh-tw'], startsOn: writing.startsOn, endsOn: writing.endsOn },
});

async function listed(campaigns: CampaignRepository, id: number): Promise<OperatorCampaign> {
  const campaign = (await campaigns.listForOperators()).find((item) => item.id === id);
  if (!campaign) throw new Error(`Campaign ${id} was written but is not listed`);
  return campaign;
}

/**
 * Collection campaigns from the console (docs/campaigns.md): staff list them, make one, change
 * its texts and days, and choose the places that count. Each change is logged. The campaign
 * status and the member area read the same tables on every request, so a change shows at once
 * (and through shared caches within the minute).
 */
export const campaignAdminRoutes = (
  campaigns: CampaignRepository,
  /** The campaigns' repository on a change's transaction. */
  campaignsIn: (trx: Transaction<WrittenTables>) => CampaignRepository,
  changes: LoggedChange,
): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    app.get(
      ADMIN_API_PATHS.campaigns,
      { schema: { response: { 200: ADMIN_ANSWERS.campaigns.GET } } },
      async () => ({ success: true, data: await campaigns.listForOperators() }),
    );

    app.post(
      ADMIN_API_PATHS.campaigns,
      {
        schema: {
          body: createCampaignRequestSchema,
          response: { 200: ADMIN_ANSWERS.campaigns.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const writing = writingOf(request.body);
        const id = await changes(
          operator,
          FIELDS,
          async (trx) => {
            const inChange = campaignsIn(trx);
            await refuseOverlap(inChange, request.body);
            return inChange.create(writing, operator.id, operator.at);
          },
          (made) => campaignLogged('campaign.create', made, writing),
        );
        return { success: true, data: await listed(campaigns, id) };
      },
    );

    app.post(
      ADMIN_API_PATHS.editCampaign,
      {
        schema: {
          body: editCampaignRequestSchema,
          response: { 200: ADMIN_ANSWERS.editCampaign.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { id } = request.body;
        const writing = writingOf(request.body);
        await changes(
          operator,
          FIELDS,
          async (trx) => {
            const inChange = campaignsIn(trx);
            if (!(await inChange.edit(id, writing, operator.id, operator.at))) {
              throw new OperatorRefusal('notFound', 'body.id: there is no such campaign');
            }
            // After the change, in its transaction: a refusal undoes it.
            await refuseOverlap(inChange, request.body, id);
          },
          () => campaignLogged('campaign.edit', id, writing),
        );
        return { success: true, data: await listed(campaigns, id) };
      },
    );

    app.post(
      ADMIN_API_PATHS.campaignPlaces,
      {
        schema: {
          body: setCampaignPlacesRequestSchema,
          response: { 200: ADMIN_ANSWERS.campaignPlaces.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { id, places } = request.body;
        await refuseUnknownPlaces(campaigns, places);
        await changes(
          operator,
          FIELDS,
          async (trx) => {
            if (!(await campaignsIn(trx).setPlaces(id, places, operator.id, operator.at))) {
              throw new OperatorRefusal('notFound', 'body.id: there is no such campaign');
            }
          },
          () => ({
            action: 'campaign.places',
            subjectKind: 'campaign',
            subjectId: id,
            detail: { places: places.map(placeKey) },
          }),
        );
        return { success: true, data: await listed(campaigns, id) };
      },
    );
  });
