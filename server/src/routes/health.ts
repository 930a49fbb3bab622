import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GeographyRepository } from '../store/content/geography-repository';

const healthAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    status: z.literal('ok'),
    regions: z.number().int(),
    townships: z.number().int(),
  }),
});

/** A liveness check that also proves the store answers and carries its seed. */
export const healthRoutes =
  (geography: GeographyRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', { schema: { response: { 200: healthAnswer } } }, async () => ({
      success: true as const,
      data: { status: 'ok' as const, ...(await geography.summary()) },
    }));
  };
