import { apiRoute } from '@ecg/domain/api-paths';
import { weatherAnswerSchema, weatherRequestSchema } from '@ecg/domain/contracts';
import { weatherCountyOfZipcode } from '@ecg/domain/rules/regions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError, NotFoundError } from '../../plugins/errors';
import type { WeatherProvider } from '../../providers/weather-provider';
import type { GeographyRepository } from '../../store/geography-repository';
import { langParams, requireContentLang } from '../content/lang';

/** Every field may come in the body or the query (requirements §7); the body wins where both do. */
const weatherFieldsSchema = weatherRequestSchema.partial().extend({
  forecast: weatherRequestSchema.shape.forecast.removeDefault().optional(),
});

/**
 * Weather (requirements §7: POST {zipcode}, or query zipcode, threehour, forecast): the CWA
 * forecast of the zipcode's township, from the upstream or, without a key, the sample.
 */
export const weatherRoutes =
  (provider: WeatherProvider, geography: GeographyRepository): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    app.post(
      apiRoute('weather'),
      {
        config: { cachePolicy: 'live' },
        schema: {
          params: langParams,
          querystring: weatherFieldsSchema,
          body: weatherFieldsSchema.nullish(),
          response: { 200: weatherAnswerSchema },
        },
      },
      async (request) => {
        const fields = { ...request.query, ...request.body };
        if (fields.zipcode === undefined) {
          throw new BadRequestError('zipcode is required, in the body or the query');
        }
        const name = await geography.townshipNameOfZipcode(fields.zipcode);
        if (!name) {
          throw new NotFoundError(
            `No forecast for zipcode ${fields.zipcode}: it is not a township of Hualien or Taitung`,
          );
        }
        return provider.get({
          township: { name, county: weatherCountyOfZipcode(fields.zipcode) },
          threehour: fields.threehour ?? false,
          forecast: fields.forecast ?? true,
        });
      },
    );
  };
