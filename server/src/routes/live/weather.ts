import { weatherRequestSchema } from '@ecg/domain/contracts';
import { weatherCountyOfZipcode } from '@ecg/domain/rules/regions';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../plugins/errors';
import type { WeatherProvider } from '../../providers/weather-provider';
import type { GeographyRepository } from '../../store/content/geography-repository';
import type { LivePlaceRepository } from '../../store/live/live-place-repository';
import { liveRoute } from './live-route';

/**
 * Weather (requirements §7: POST {zipcode}, or query zipcode, threehour, forecast): the CWA
 * forecast of the zipcode's township, from the upstream or, without a key, the sample. A
 * position stands for the zipcode of the township it lies in (the visitor's own weather).
 */
export function weatherRoutes(
  app: FastifyInstance,
  provider: WeatherProvider,
  geography: GeographyRepository,
  places: LivePlaceRepository,
) {
  async function zipcodeOf(lat: number, lng: number): Promise<number> {
    const place = await places.resolve({ lat, lng });
    if (!place.township) {
      throw new NotFoundError(
        `No forecast for lat ${lat}, lng ${lng}: it is not in a township of Hualien or Taitung`,
      );
    }
    return place.township.zipcode;
  }

  liveRoute(
    app,
    {
      name: 'weather',
      method: 'POST',
      input: weatherRequestSchema,
    },
    async ({ zipcode: asked, lat, lng, threehour, forecast }) => {
      const zipcode =
        lat !== undefined && lng !== undefined && asked === undefined
          ? await zipcodeOf(lat, lng)
          : (asked ?? 0);
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
