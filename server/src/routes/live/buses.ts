import {
  busArrivalsRequestSchema,
  busPositionsRequestSchema,
  busTimetableRequestSchema,
} from '@ecg/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LiveProviders } from '../../providers/live-providers';
import { liveRoute } from './live-route';

/**
 * A bus stop's next buses (docs/api.md, Live data): `stop`, a TDX StopUID of our networks; the
 * route names in the reader's language where TDX gives them. And the region's bus alerts in
 * force, no input, in the operators' words; and a route's trips today (`route`, a RouteUID;
 * `stop`, the stop whose times to give); and where a route's buses are now (`route`).
 */
export function busRoutes(
  app: FastifyInstance,
  {
    buses,
    busAlerts,
    busTimetable,
    busPositions,
  }: Pick<LiveProviders, 'buses' | 'busAlerts' | 'busTimetable' | 'busPositions'>,
) {
  liveRoute(
    app,
    {
      name: 'busArrivals',
      method: 'GET',
      input: busArrivalsRequestSchema,
    },
    (input, lang) => buses.arrivals(input.stop, lang),
  );
  liveRoute(app, { name: 'busAlerts', method: 'GET', input: z.object({}) }, () =>
    busAlerts.inForce(),
  );
  liveRoute(
    app,
    {
      name: 'busTimetable',
      method: 'GET',
      input: busTimetableRequestSchema,
    },
    (input, lang) => busTimetable.today(input.route, input.stop, lang),
  );
  liveRoute(
    app,
    {
      name: 'busPositions',
      method: 'GET',
      input: busPositionsRequestSchema,
    },
    (input, lang) => busPositions.onRoute(input.route, lang),
  );
}
