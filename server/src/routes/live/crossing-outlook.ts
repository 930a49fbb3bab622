import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrossingProvider } from '../../providers/sea/crossing-provider';
import type { LiveNameRepository } from '../../store/live/live-name-repository';
import { crossingIn } from './live-names';
import { liveRoute } from './live-route';

/**
 * The Green Island and Orchid Island crossing outlook (requirements §1): no input, the language in
 * the path (the warnings' titles are given in it, and the sea areas named in it).
 */
export function crossingOutlookRoutes(
  app: FastifyInstance,
  provider: CrossingProvider,
  names: LiveNameRepository,
) {
  liveRoute(
    app,
    {
      name: 'crossingOutlook',
      method: 'GET',
      input: z.object({}),
    },
    async (_input, lang) => crossingIn(await provider.get(lang), await names.namerOf(lang)),
  );
}
