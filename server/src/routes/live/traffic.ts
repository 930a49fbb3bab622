import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TrafficProvider } from '../../providers/traffic/traffic-provider';
import { liveRoute } from './live-route';

/**
 * The Highway Bureau's cameras on 台9 by section (docs/api.md, Live data): no input; the
 * sections are named by the app in the reader's language, the cameras' words are the Bureau's.
 */
export function trafficRoutes(app: FastifyInstance, provider: TrafficProvider) {
  liveRoute(
    app,
    {
      name: 'highwayCameras',
      method: 'GET',
      input: z.object({}),
    },
    () => provider.cameras(),
  );
}
