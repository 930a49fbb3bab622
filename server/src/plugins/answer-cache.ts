import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers from content only, so the same request always gets the same answer:
     * true for the life of the process, or a number of milliseconds where the answer also
     * depends on the time (coupons still valid, the campaign running).
     */
    cacheAnswer?: boolean | number;
  }
}

export interface AnswerCacheOptions {
  /** How many answers to keep; the oldest go first. */
  maxEntries?: number;
  enabled?: boolean;
}

/** How long an answer that depends on the time of day stays: coupons end to the minute. */
export const TIMED_ANSWER_MS = 60_000;

interface Entry {
  /** Epoch ms after which the entry is stale. */
  expires: number;
  /** Encoded once, so a hit writes bytes rather than encoding the text again. */
  payload: Buffer;
  etag: string;
  contentType: string;
}

/**
 * Content answers are computed once and kept in memory. Content changes only when the store
 * is re-seeded, which happens at start-up, so an answer stays right for the life of the
 * process, or for TIMED_ANSWER_MS where it depends on the clock too. A hit skips the query, the presenter and the serializer; it is still compressed
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
  const lifeOf = (request: FastifyRequest) => {
    const config = request.routeOptions.config.cacheAnswer;
    return config === true ? Infinity : typeof config === 'number' ? config : 0;
  };
  const cacheable = (request: FastifyRequest) => lifeOf(request) > 0;

  const answerFromCache = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    const key = keyOf(request);
    const hit = cache.get(key);
    if (!hit) return;
    if (hit.expires <= Date.now()) {
      cache.delete(key);
      return;
    }
    return reply.header('etag', hit.etag).header('content-type', hit.contentType).send(hit.payload);
  };
  // Only answers to valid requests are kept, so a hit may skip validation: a GET is known by
  // its address as soon as it arrives, a POST once its body is read.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET') return answerFromCache(request, reply);
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'GET') return answerFromCache(request, reply);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    const key = keyOf(request);
    if (cache.has(key)) return payload;
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    cache.set(key, {
      expires: Date.now() + lifeOf(request),
      payload: Buffer.from(payload),
      etag,
      contentType: String(reply.getHeader('content-type') ?? 'application/json'),
    });
    reply.header('etag', etag);
    return payload;
  });
}
