import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TAIPEI_DAY, taipeiDayEndsAt } from './answer-cache';

/**
 * Content changes only when the store is re-seeded, so a content answer may be kept a few
 * minutes and revalidated by its ETag after that. Errors and non-GET answers are not kept.
 * The app's own files set their policy where they are served.
 */
export const CONTENT_MAX_AGE_SECONDS = 300;

const STALE_SECONDS = 86_400;

/**
 * An answer about the Taipei day (what has ended) is kept by no cache past Taipei midnight,
 * stale or not; `now` is the server's clock.
 */
export function registerCachePolicy(app: FastifyInstance, now: () => number = Date.now): void {
  const keptFor = (request: FastifyRequest): string => {
    if (request.routeOptions.config.cacheAnswer !== TAIPEI_DAY)
      return `public, max-age=${CONTENT_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;
    const at = now();
    const left = Math.max(0, Math.floor((taipeiDayEndsAt(at) - at) / 1000));
    const fresh = Math.min(CONTENT_MAX_AGE_SECONDS, left);
    return `public, max-age=${fresh}, stale-while-revalidate=${left - fresh}`;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const cacheable = request.method === 'GET' && reply.statusCode < 400;
    reply.header('cache-control', cacheable ? keptFor(request) : 'no-cache');
    return payload;
  });
}
