import {
  busAlertsSchema,
  busArrivalsRequestSchema,
  busStopArrivalsSchema,
} from '@ecg/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BusAlertsProvider } from '../../providers/buses/bus-alerts-provider';
import type { BusProvider } from '../../providers/buses/bus-provider';
import { liveRoute } from './live-route';

/**
 * A bus stop's next buses (docs/api.md, Live data): `stop`, a TDX StopUID of our networks; the
 * route names in the reader's language where TDX gives them. And the region's bus alerts in
 * force, no input, in the operators' words.
 */
export function busRoutes(app: FastifyInstance, provider: BusProvider, alerts: BusAlertsProvider) {
  liveRoute(
    app,
    {
      name: 'busArrivals',
      method: 'GET',
      input: busArrivalsRequestSchema,
      data: busStopArrivalsSchema,
    },
    (input, lang) => provider.arrivals(input.stop, lang),
  );
  liveRoute(
    app,
    { name: 'busAlerts', method: 'GET', input: z.object({}), data: busAlertsSchema },
    () => alerts.inForce(),
  );
}
