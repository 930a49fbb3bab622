import { parseTaipei, taipeiDate } from '@ecg/domain/rules/datetime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { weakEtagOf } from './conditional-get';
import { AnswerAliases } from './answer-aliases';
import { stableJson } from './stable-json';
import { encodeForms, formsBytes, formToSend, type EncodedForms } from './encoded-forms';

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
  /** How many answers to keep; the least recently used go first. */
  maxEntries?: number;
  /** How many bytes of answers (and their keys) to keep; the least recently used go first. */
  maxBytes?: number;
  /**
   * How many bytes of the keys of requests seen once, not yet kept, to remember; the oldest are
   * forgotten first. As many keys as answers at most.
   */
  maxSeenBytes?: number;
  enabled?: boolean;
  /** The clock, so tests can cross midnight; Date.now by default. */
  now?: () => number;
}

/** What the cache holds now, so a test can see that no request grows it past its bounds. */
export interface AnswerCacheSize {
  entries: number;
  bytes: number;
  /** The keys of requests seen once, and what they count against their own bound. */
  seen: number;
  seenBytes: number;
  /** The addresses as sent known to mean a kept answer, and their bytes (answer-aliases.ts). */
  aliases: number;
  aliasBytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    answerCacheSize(): AnswerCacheSize;
  }
  interface FastifyRequest {
    /** Where the request's answer is kept (answer-cache.ts); null on routes that keep none. */
    answerSlot: { key: string; expires: number } | null;
    /** The request as sent, as answer-aliases.ts knows it: a GET's URL, a POST's URL and body. */
    answerAlias: string | null;
  }
}

/** Whether a route's `cacheAnswer` asks for its answers to be kept (false and 0 do not). */
export const keepsAnswers = (
  config: boolean | number | typeof TAIPEI_DAY | undefined,
): config is true | number | typeof TAIPEI_DAY =>
  config !== undefined && config !== false && config !== 0;

/** How long an answer that depends on the time of day stays: coupons end to the minute. */
export const TIMED_ANSWER_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch ms of the Taipei midnight that ends the Taipei day of an instant. */
export const taipeiDayEndsAt = (epochMs: number): number =>
  parseTaipei(`${taipeiDate(epochMs)} 00:00:00`) + DAY_MS;

interface Entry {
  /** Epoch ms after which the entry is stale. */
  expires: number;
  /**
   * Serialized and compressed once, so a hit writes bytes rather than encoding the text again
   * or compressing it again: the plain bytes, and br and gzip of all but small answers.
   */
  forms: EncodedForms;
  etag: string;
  contentType: string;
  /** What the entry counts against the byte bound: its forms and its key. */
  bytes: number;
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
 * where it depends on the date. A hit skips the query, the presenter, the serializer and the
 * compression: the answer is kept with its br and gzip forms, made once when it is kept, and
 * each request gets the form its Accept-Encoding asks for (encoded-forms.ts), with `Vary:
 * Accept-Encoding`; it answers 304 to a matching If-None-Match, one weak ETag for every form.
 *
 * An answer is known by the route and its validated input only (the schemas' output: known
 * parameters, coerced, in a fixed order), never by the raw address: unknown or repeated
 * parameters cannot make new entries, and the entries are bounded by count and by bytes.
 *
 * An answer is kept on its second request only: the first leaves its key among those seen once
 * (bounded too), so a flood of queries asked once each (junk searches) keeps nothing and evicts
 * nothing. A hit makes its answer the most recently used, and the least recently used go first,
 * so the answers visitors keep asking for stay (docs/architecture.md, How a request flows).
 */
export function registerAnswerCache(app: FastifyInstance, options: AnswerCacheOptions = {}): void {
  const {
    maxEntries = 5000,
    maxBytes = 32 * 1024 * 1024,
    maxSeenBytes = 2 * 1024 * 1024,
    enabled = true,
    now = Date.now,
  } = options;
  const cache = new Map<string, Entry>();
  let bytes = 0;
  /** The keys of requests answered once and not kept, oldest first. */
  const seenOnce = new Set<string>();
  let seenBytes = 0;
  const aliases = new AnswerAliases(maxEntries, maxSeenBytes);
  app.decorate('answerCacheSize', () => ({
    entries: cache.size,
    bytes,
    seen: seenOnce.size,
    seenBytes,
    aliases: aliases.size,
    aliasBytes: aliases.countedBytes,
  }));
  if (!enabled) return;
  app.decorateRequest('answerSlot', null);
  app.decorateRequest('answerAlias', null);

  /** Whether a key was seen before (and is now to be kept); if not, it is remembered. */
  const seenBefore = (key: string): boolean => {
    if (seenOnce.delete(key)) {
      seenBytes -= key.length * 2;
      return true;
    }
    if (key.length * 2 > maxSeenBytes) return false;
    seenOnce.add(key);
    seenBytes += key.length * 2;
    while (seenOnce.size > maxEntries || seenBytes > maxSeenBytes) {
      const oldest = seenOnce.values().next().value as string;
      seenOnce.delete(oldest);
      seenBytes -= oldest.length * 2;
    }
    return false;
  };

  const forget = (key: string) => {
    const entry = cache.get(key);
    if (!entry) return;
    cache.delete(key);
    bytes -= entry.bytes;
  };

  // A day's answer is known by its date too, and ends with that day: an answer computed
  // just before midnight is never served after it.
  const slotFor = (config: true | number | typeof TAIPEI_DAY, address: string): Slot => {
    const at = now();
    if (config === TAIPEI_DAY)
      return { key: `${taipeiDate(at)} ${address}`, expires: taipeiDayEndsAt(at) };
    return { key: address, expires: config === true ? Infinity : at + config };
  };

  const slotOf = (request: FastifyRequest): Slot | undefined => {
    // Read once: Fastify builds routeOptions anew at each reading.
    const { config: routeConfig, schema, url } = request.routeOptions;
    const config = routeConfig.cacheAnswer;
    if (!keepsAnswers(config)) return undefined;
    // Only what a schema validated: a route without a query schema reads no query.
    const input =
      request.method === 'GET'
        ? schema?.querystring && request.query
        : schema?.body && request.body;
    const address = `${request.method} ${url} ${stableJson(request.params)} ${stableJson(input)}`;
    const slot = slotFor(config, address);
    request.answerSlot = slot;
    if (request.answerAlias !== null && cache.has(slot.key))
      aliases.remember(request.answerAlias, address);
    return slot;
  };

  /** A live kept answer of the slot, now the most recently used; a stale one is forgotten. */
  const keptAnswer = (slot: Slot): Entry | undefined => {
    const hit = cache.get(slot.key);
    if (!hit) return undefined;
    if (hit.expires <= now()) {
      forget(slot.key);
      return undefined;
    }
    // The most recently used now: the least recently used go first.
    cache.delete(slot.key);
    cache.set(slot.key, hit);
    return hit;
  };

  /** Answers from memory a request whose form as sent is known; false if it is not. */
  const answerEarly = (request: FastifyRequest, reply: FastifyReply, alias: string): boolean => {
    request.answerAlias = alias;
    const address = aliases.addressOf(alias);
    if (address === undefined) return false;
    const config = request.routeOptions.config.cacheAnswer;
    if (!keepsAnswers(config)) return false;
    const slot = slotFor(config, address);
    const hit = keptAnswer(slot);
    if (!hit) return false;
    request.answerSlot = slot;
    void reply.send(formToSend(request, reply, hit));
    return true;
  };

  // A known GET is answered as it arrives: its address is all of it.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || !answerEarly(request, reply, request.url)) done();
  });

  // A known POST once its body is read, before it is validated again (a detail's id); only on
  // a route that keeps its answers, so no other body (a write's photos) is ever written out.
  app.addHook('preValidation', (request, reply, done) => {
    if (
      request.method !== 'POST' ||
      request.body === undefined ||
      !keepsAnswers(request.routeOptions.config.cacheAnswer) ||
      !answerEarly(request, reply, `${request.url} ${JSON.stringify(request.body)}`)
    )
      done();
  });

  // After validation, so only what the schemas let through (and made of it) is looked up.
  app.addHook('preHandler', (request, reply, done) => {
    const slot = slotOf(request);
    const hit = slot && keptAnswer(slot);
    if (hit) void reply.send(formToSend(request, reply, hit));
    else done();
  });

  /** Keys whose forms are being encoded, so two requests at once encode them once. */
  const encoding = new Set<string>();

  /** A new answer's forms, encoded and kept; its form for this request. */
  const keep = async (
    request: FastifyRequest,
    reply: FastifyReply,
    slot: Slot,
    plain: Buffer,
    etag: string,
  ) => {
    const keyBytes = slot.key.length * 2;
    encoding.add(slot.key);
    let forms: EncodedForms;
    try {
      forms = await encodeForms(plain);
    } finally {
      encoding.delete(slot.key);
    }
    const entry: Entry = {
      expires: slot.expires,
      forms,
      etag,
      contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      bytes: formsBytes(forms) + keyBytes,
    };
    cache.set(slot.key, entry);
    bytes += entry.bytes;
    while (cache.size > maxEntries || bytes > maxBytes) forget(cache.keys().next().value as string);
    return formToSend(request, reply, entry);
  };

  // Callback-style: a kept answer passes here on every request, and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const slot = request.answerSlot;
    if (!slot || reply.statusCode !== 200 || typeof payload !== 'string')
      return done(null, payload);
    if (cache.has(slot.key) || encoding.has(slot.key)) return done(null, payload);
    const etag = weakEtagOf(payload);
    reply.header('etag', etag);
    const plain = Buffer.from(payload);
    // One answer never crowds out many.
    if (plain.length + slot.key.length * 2 > maxBytes / 16) return done(null, payload);
    if (!seenBefore(slot.key)) return done(null, payload);
    keep(request, reply, slot, plain, etag).then((form) => done(null, form), done);
  });
}
