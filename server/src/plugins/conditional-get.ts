import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A weak ETag of an answer's content. Weak, because compression gives one content several byte
 * forms (gzip, br, identity): RFC 9110 section 8.8.1 allows the same weak tag for all of them, where a
 * strong one would have to differ per form.
 */
export const weakEtagOf = (payload: string | Buffer): string =>
  `W/"${createHash('sha1').update(payload).digest('base64url')}"`;

/** The opaque part of an entity tag, so W/"x" and "x" compare equal (weak comparison). */
const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');

/**
 * Whether an If-None-Match header matches: `*` matches any current answer; otherwise any tag
 * of its comma-separated list, compared weakly as RFC 9110 section 13.1.2 asks for this header.
 */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/**
 * ETags and 304s. Runs before compression (register it first): the tag is taken from the plain
 * answer, and a 304 leaves compression nothing to do. Only a GET or HEAD that would have
 * answered 200 may answer 304: never a POST, an error or a redirect; and a visitor's answer,
 * which no cache keeps, has no tag.
 */
export function registerConditionalGet(app: FastifyInstance): void {
  // Callback-style, as every hook a kept answer passes: no promise for each answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, revalidated(request, reply, payload));
  });
}

/** The answer to send: a 304's empty body when the request's tag matches. */
function revalidated(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  // A stream is a file, which @fastify/static answers conditionally itself.
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
    return payload;
  // A visitor's answer is kept by no cache (cache-policy.ts), so nothing will ask to revalidate it.
  if (request.routeOptions.config.cachePolicy === 'visitor') return payload;
  let etag = reply.getHeader('etag');
  if (typeof etag !== 'string') {
    etag = weakEtagOf(payload);
    reply.header('etag', etag);
  }
  const safe = request.method === 'GET' || request.method === 'HEAD';
  if (!safe || !noneMatchHits(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  // A 304 has no body, so nothing is encoded; its ETag and Vary still tell caches which
  // stored answer it confirms.
  reply.removeHeader('content-encoding');
  return '';
}
