import { apiRoute } from '@ecg/domain/api-paths';
import {
  parkingAnswerSchema,
  parkingRequestSchema,
  scenicAreaFlowAnswerSchema,
} from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError, NotFoundError } from '../../plugins/errors';
import type { ParkingProvider } from '../../providers/parking-provider';
import type { ParkingRepository } from '../../store/parking-repository';
import { langParams, requireContentLang } from '../content/lang';

/** The id may come in the body or the query (the flow call puts it in the query, requirements §7). */
const idFieldSchema = parkingRequestSchema.partial();
const idSchemas = { querystring: idFieldSchema, body: idFieldSchema.nullish() };

/**
 * Live parking (requirements §4, §7): the car parks of a spot's parking id with their counts, and
 * the scenic-area flow the app falls back on when the answer says `switchBoard`.
 */
export const parkingRoutes =
  (provider: ParkingProvider, parking: ParkingRepository): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);

    async function spotLotsOf(
      request: { query: { id?: string | undefined }; body?: { id?: string | undefined } | null },
      lang: ContentLang,
    ) {
      const id = request.body?.id ?? request.query.id;
      if (id === undefined) throw new BadRequestError('id is required, in the body or the query');
      const lots = await parking.spotLots(id, lang);
      if (lots.length === 0) throw new NotFoundError(`No parking is known for id ${id}`);
      return { id, lots };
    }

    app.post(
      apiRoute('parking'),
      {
        config: { cachePolicy: 'live' },
        schema: { params: langParams, ...idSchemas, response: { 200: parkingAnswerSchema } },
      },
      async (request) => {
        const { lots } = await spotLotsOf(request, request.params.lang as ContentLang);
        return provider.get(lots);
      },
    );

    app.post(
      apiRoute('scenicAreaFlow'),
      {
        config: { cachePolicy: 'live' },
        schema: { params: langParams, ...idSchemas, response: { 200: scenicAreaFlowAnswerSchema } },
      },
      async (request) => {
        const { id, lots } = await spotLotsOf(request, request.params.lang as ContentLang);
        return provider.flow(id, lots);
      },
    );
  };
