import { weatherDaySchema, weatherRequestSchema } from '@ecg/domain/contracts';
import { weatherCountyOfZipcode } from '@ecg/domain/rules/regions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../plugins/errors';
import type { WeatherProvider } from '../../providers/weather-provider';
import type { GeographyRepository } from '../../store/geography-repository';
import { liveRoute } from './live-route';

/**
 * Weather (requirements §7: POST {zipcode}, or query zipcode, threehour, forecast): the CWA
 * forecast of the zipcode's township, from the upstream or, without a key, the sample.
 */
export function weatherRoutes(
  app: FastifyInstance,
  provider: WeatherProvider,
  geography: GeographyRepository,
) {
  liveRoute(
    app,
    {
      name: 'weather',
      method: 'POST',
      input: weatherRequestSchema,
      data: z.array(weatherDaySchema),
    },
    async ({ zipcode, threehour, forecast }) => {
      const name = await geography.townshipNameOfZipcode(zipcode);
      if (!name) {
        throw new NotFoundError(
          `No forecast for zipcode ${zipcode}: it is not a township of Hualien or Taitung`,
        );
      }
      return provider.get({
        township: { name, county: weatherCountyOfZipcode(zipcode) },
        threehour: threehour ?? false,
        forecast,
      });
    },
  );
}
