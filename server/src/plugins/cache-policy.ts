import type { FastifyInstance } from 'fastify';

/**
 * Content changes only when the store is re-seeded, so a content answer may be kept a few
 * minutes and revalidated by its ETag after that. Errors and non-GET answers are not kept.
 * The app's own files set their policy where they are served.
 */
export const CONTENT_MAX_AGE_SECONDS = 300;

export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const cacheable = request.method === 'GET' && reply.statusCode < 400;
    reply.header(
      'cache-control',
      cacheable
        ? `public, max-age=${CONTENT_MAX_AGE_SECONDS}, stale-while-revalidate=86400`
        : 'no-cache',
    );
    return payload;
  });
}
