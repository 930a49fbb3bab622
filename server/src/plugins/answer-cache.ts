import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers from content only, so the same request always gets the same answer. */
    cacheAnswer?: boolean;
  }
}

export interface AnswerCacheOptions {
  /** How many answers to keep; the oldest go first. */
  maxEntries?: number;
  enabled?: boolean;
}

interface Entry {
  payload: string;
  etag: string;
  contentType: string;
}

/**
 * Content answers are computed once and kept in memory. Content changes only when the store
 * is re-seeded, which happens at start-up, so an answer stays right for the life of the
 * process. A hit skips the query, the presenter and the serializer; it is still compressed
 * and answers 304 to a matching If-None-Match.
 */
export function registerAnswerCache(app: FastifyInstance, options: AnswerCacheOptions = {}): void {
  const { maxEntries = 5000, enabled = true } = options;
  if (!enabled) return;
  const cache = new Map<string, Entry>();
  const keyOf = (request: FastifyRequest) =>
    request.method === 'GET'
      ? `GET ${request.url}`
      : `${request.method} ${request.url} ${JSON.stringify(request.body)}`;
  const cacheable = (request: FastifyRequest) => request.routeOptions.config.cacheAnswer === true;

  app.addHook('preHandler', async (request, reply) => {
    if (!cacheable(request)) return;
    const hit = cache.get(keyOf(request));
    if (!hit) return;
    return reply.header('etag', hit.etag).header('content-type', hit.contentType).send(hit.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    const key = keyOf(request);
    if (cache.has(key)) return payload;
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    cache.set(key, {
      payload,
      etag,
      contentType: String(reply.getHeader('content-type') ?? 'application/json'),
    });
    reply.header('etag', etag);
    return payload;
  });
}
