import {
  aqiAnswerSchema,
  aqiStatusSchema,
  siteRequestSchema,
  uvDataSchema,
} from '@ecg/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { AqiProvider } from '../../providers/air/aqi-provider';
import type { UvProvider } from '../../providers/air/uv-provider';
import type { LivePlaceRepository } from '../../store/live-place-repository';
import { liveRoute } from './live-route';

/**
 * UV and air quality (requirements §7): GET UV and GET aqi by `siteName`, or for the station
 * nearest a position or a zipcode's township. The app adds the level and colour (§3, §4).
 */
export function airRoutes(
  app: FastifyInstance,
  providers: { uv: UvProvider; aqi: AqiProvider },
  places: LivePlaceRepository,
) {
  liveRoute(
    app,
    { name: 'uv', method: 'GET', input: siteRequestSchema, data: uvDataSchema },
    async (request) => providers.uv.get(request, places),
  );
  liveRoute(
    app,
    {
      name: 'aqi',
      method: 'GET',
      input: siteRequestSchema,
      data: aqiStatusSchema,
      beside: { aqi: aqiAnswerSchema.shape.aqi, pollutant: aqiAnswerSchema.shape.pollutant },
    },
    async (request) => providers.aqi.get(request, places),
  );
}
