import { createHash } from 'node:crypto';
import { parseTaipei, taipeiDate } from '@ecg/domain/rules/datetime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An answer that holds for the rest of the Taipei day: it says what has ended "today". */
export const TAIPEI_DAY = 'taipei-day';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers from content only, so the same request always gets the same answer:
     * true for the life of the process, a number of milliseconds where the answer also
     * depends on the time (coupons still valid, the campaign running), or TAIPEI_DAY where
     * it depends on the Taipei date (events to come and past).
     */
    cacheAnswer?: boolean | number | typeof TAIPEI_DAY;
  }
}

export interface AnswerCacheOptions {
  /** How many answers to keep; the oldest go first. */
  maxEntries?: number;
  enabled?: boolean;
  /** The clock, so tests can cross midnight; Date.now by default. */
  now?: () => number;
}

/** How long an answer that depends on the time of day stays: coupons end to the minute. */
export const TIMED_ANSWER_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch ms of the Taipei midnight that ends the Taipei day of an instant. */
export const taipeiDayEndsAt = (epochMs: number): number =>
  parseTaipei(`${taipeiDate(epochMs)} 00:00:00`) + DAY_MS;

interface Entry {
  /** Epoch ms after which the entry is stale. */
  expires: number;
  /** Encoded once, so a hit writes bytes rather than encoding the text again. */
  payload: Buffer;
  etag: string;
  contentType: string;
}

/** Where a request's answer is kept, and until when; fixed when the request arrives. */
interface Slot {
  key: string;
  expires: number;
}

/**
 * Content answers are computed once and kept in memory. Content changes only when the store
 * is re-seeded, which happens at start-up, so an answer stays right for the life of the
 * process, for TIMED_ANSWER_MS where it depends on the clock too, or until Taipei midnight
 * where it depends on the date. A hit skips the query, the presenter and the serializer; it
 * is still compressed and answers 304 to a matching If-None-Match.
 */
export function registerAnswerCache(app: FastifyInstance, options: AnswerCacheOptions = {}): void {
  const { maxEntries = 5000, enabled = true, now = Date.now } = options;
  if (!enabled) return;
  const cache = new Map<string, Entry>();
  const slots = new WeakMap<FastifyRequest, Slot>();

  // A day's answer is known by its date too, and ends with that day: an answer computed
  // just before midnight is never served after it.
  const slotOf = (request: FastifyRequest): Slot | undefined => {
    const known = slots.get(request);
    if (known) return known;
    const config = request.routeOptions.config.cacheAnswer;
    if (config === undefined || config === false || config === 0) return undefined;
    const address =
      request.method === 'GET'
        ? `GET ${request.url}`
        : `${request.method} ${request.url} ${JSON.stringify(request.body)}`;
    const at = now();
    let slot: Slot;
    if (config === TAIPEI_DAY) {
      slot = { key: `${taipeiDate(at)} ${address}`, expires: taipeiDayEndsAt(at) };
    } else {
      slot = { key: address, expires: config === true ? Infinity : at + config };
    }
    slots.set(request, slot);
    return slot;
  };

  const answerFromCache = async (request: FastifyRequest, reply: FastifyReply) => {
    const slot = slotOf(request);
    if (!slot) return;
    const hit = cache.get(slot.key);
    if (!hit) return;
    if (hit.expires <= now()) {
      cache.delete(slot.key);
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
    const slot = slotOf(request);
    if (!slot || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (cache.has(slot.key)) return payload;
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    cache.set(slot.key, {
      expires: slot.expires,
      payload: Buffer.from(payload),
      etag,
      contentType: String(reply.getHeader('content-type') ?? 'application/json'),
    });
    reply.header('etag', etag);
    return payload;
  });
}
