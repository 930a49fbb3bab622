import { crossingDaySchema } from '@ecg/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrossingProvider } from '../../providers/sea/crossing-provider';
import { liveRoute } from './live-route';

/**
 * The Green Island and Orchid Island crossing outlook (requirements §1): no input, the language in
 * the path (the warnings' titles are given in it).
 */
export function crossingOutlookRoutes(app: FastifyInstance, provider: CrossingProvider) {
  liveRoute(
    app,
    {
      name: 'crossingOutlook',
      method: 'GET',
      input: z.object({}),
      data: z.array(crossingDaySchema),
    },
    (_input, lang) => provider.get(lang),
  );
}
