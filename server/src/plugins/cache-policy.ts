import type { FastifyContextConfig, FastifyInstance, FastifyReply } from 'fastify';
import { keepsAnswers, TAIPEI_DAY, taipeiDayEndsAt } from './answer-cache';

/**
 * Who may keep an answer, chosen per route:
 * - `content`: the same for every visitor and changed only by a re-seed, so any cache may keep
 *   it a few minutes and revalidate it by its ETag after that;
 * - `live`: the same for every visitor but changing by the minute (weather, parking);
 * - `visitor`: tied to a visitor (a member's favourites, a form's answer): no cache keeps it.
 * A route that says nothing, and every error, is kept by no cache. The app's own files set
 * their policy where they are served.
 */
export type CachePolicy = 'content' | 'live' | 'visitor';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may keep the route's answers; `content` where it keeps its answers (cacheAnswer). */
    cachePolicy?: CachePolicy;
  }
}

export const CONTENT_MAX_AGE_SECONDS = 300;
/** Live upstreams refresh every few minutes; a minute old is still "now" on the screen. */
export const LIVE_MAX_AGE_SECONDS = 60;
const STALE_SECONDS = 86_400;

const HEADERS: Record<Exclude<CachePolicy, 'content'>, string> = {
  live: `public, max-age=${LIVE_MAX_AGE_SECONDS}`,
  visitor: 'private, no-store',
};

/**
 * One answer of a shared route that is tied to a visitor after all, such as a live call asked
 * for the visitor's own position: kept by no cache, whatever the route's policy.
 */
export function keepFromCaches(reply: FastifyReply): void {
  reply.header('cache-control', HEADERS.visitor);
}

/**
 * A live answer that stands only until `endsAt` (epoch ms; a warning's end): kept a minute at
 * most, and never past that end. Set by the route, so the policy above leaves it.
 */
export function liveUntil(now: number, endsAt: number | undefined): string {
  const left = endsAt === undefined ? LIVE_MAX_AGE_SECONDS : Math.floor((endsAt - now) / 1000);
  return `public, max-age=${Math.max(0, Math.min(LIVE_MAX_AGE_SECONDS, left))}`;
}

const CONTENT_POLICY = `public, max-age=${CONTENT_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;

/** An answer about the Taipei day (what has ended) is kept by no cache past Taipei midnight. */
function contentPolicy(config: FastifyContextConfig, now: () => number): string {
  if (config.cacheAnswer !== TAIPEI_DAY) return CONTENT_POLICY;
  const at = now();
  const left = Math.max(0, Math.floor((taipeiDayEndsAt(at) - at) / 1000));
  const fresh = Math.min(CONTENT_MAX_AGE_SECONDS, left);
  return `public, max-age=${fresh}, stale-while-revalidate=${left - fresh}`;
}

function policyOf({ cachePolicy, cacheAnswer }: FastifyContextConfig): CachePolicy | undefined {
  return cachePolicy ?? (keepsAnswers(cacheAnswer) ? 'content' : undefined);
}

/** `now` is the server's clock, for the answers that end at Taipei midnight. */
export function registerCachePolicy(app: FastifyInstance, now: () => number = Date.now): void {
  // Callback-style, as every hook a kept answer passes: no promise for each answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.hasHeader('cache-control')) return done(null, payload);
    // Read once: Fastify builds routeOptions anew at each reading.
    const { config } = request.routeOptions;
    const policy = reply.statusCode < 400 ? policyOf(config) : undefined;
    const header =
      policy === undefined
        ? 'no-store'
        : policy === 'content'
          ? contentPolicy(config, now)
          : HEADERS[policy];
    reply.header('cache-control', header);
    done(null, payload);
  });
}
