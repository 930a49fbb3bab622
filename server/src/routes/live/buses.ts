import { busArrivalsRequestSchema, busStopArrivalsSchema } from '@ecg/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { BusProvider } from '../../providers/buses/bus-provider';
import { liveRoute } from './live-route';

/**
 * A bus stop's next buses (docs/api.md, Live data): `stop`, a TDX StopUID of our networks; the
 * route names in the reader's language where TDX gives them.
 */
export function busRoutes(app: FastifyInstance, provider: BusProvider) {
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
}
