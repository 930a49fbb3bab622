import { siteRequestSchema } from '@ecg/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { AqiProvider } from '../../providers/air/aqi-provider';
import type { UvProvider } from '../../providers/air/uv-provider';
import type { LiveNameRepository } from '../../store/live/live-name-repository';
import type { LivePlaceRepository } from '../../store/live/live-place-repository';
import { aqiIn, uvIn } from './live-names';
import { liveRoute } from './live-route';

/**
 * UV and air quality (requirements §7): GET UV and GET aqi by `siteName`, or for the station
 * nearest a position or a zipcode's township. The app adds the level and colour (§3, §4); the
 * station is named in the asked language.
 */
export function airRoutes(
  app: FastifyInstance,
  providers: { uv: UvProvider; aqi: AqiProvider },
  places: LivePlaceRepository,
  names: LiveNameRepository,
) {
  liveRoute(app, { name: 'uv', method: 'GET', input: siteRequestSchema }, async (request, lang) =>
    uvIn(await providers.uv.get(request, places), await names.namerOf(lang)),
  );
  liveRoute(
    app,
    {
      name: 'aqi',
      method: 'GET',
      input: siteRequestSchema,
    },
    async (request, lang) =>
      aqiIn(await providers.aqi.get(request, places), await names.namerOf(lang)),
  );
}
