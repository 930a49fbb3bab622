import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import { campaignStatusRequestSchema } from '@ecg/domain/contracts';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CampaignRepository } from '../../store/campaigns/campaign-repository';
import { langParams } from '../core/lang';

/** Requirements §7's campaign status, answered from the campaigns operators run. */
export const campaignStatusRoutes =
  (campaigns: CampaignRepository, now: () => number): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * The collection campaign operators run from the console (docs/campaigns.md): read on every
     * request, as the important notices are, and kept by a shared cache a minute at most
     * (`live`), so a campaign begun, changed or ended shows within the minute. The spec's one
     * call asks `{id: 1}`, "the collection campaign": it answers the campaign running on the
     * Taipei date, whatever its id, and `data: []` when none runs.
     */
    app.post(
      apiRoute('campaignStatus'),
      {
        config: { cachePolicy: 'live' },
        schema: {
          params: langParams,
          body: campaignStatusRequestSchema,
          response: { 200: API_ANSWERS.campaignStatus.POST },
        },
      },
      async (request) => {
        const running = await campaigns.runningOn(taipeiDate(now()));
        const page =
          running && (await campaigns.statusPage(running.id, request.params.lang as ContentLang));
        return { success: true, data: page ? [page] : [] };
      },
    );
  };
