import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { clientKey } from './client-key';

/** How many writes of one kind a client may send in a window (docs/writes.md). */
export interface WriteLimit {
  max: number;
  timeWindowMs: number;
}

/**
 * A visitor sends a form or two; ten of one kind in ten minutes is already more than a family
 * at one address would. The bench and the tests that send hundreds set their own.
 */
export const DEFAULT_WRITE_LIMIT: WriteLimit = { max: 10, timeWindowMs: 10 * 60_000 };

export interface WriteLimitOptions {
  /** Every write route's limit, where a route does not set its own. */
  limit?: WriteLimit;
  /**
   * Where the counts are kept: in this process by default; several servers behind one address
   * share a store (store/writes/rate-limit-store.ts, which buildApp takes when the written tables are
   * in PostgreSQL, or any class of @fastify/rate-limit's store interface).
   */
  store?: FastifyRateLimitStoreCtor;
  /** How long a write holds its idempotency key while it runs (a minute unless said). */
  leaseMs?: number;
}

/** Refused before the body is read: a 429 in the error envelope, saying when to try again. */
class TooManyWrites extends Error {
  readonly statusCode = 429;
  readonly expose = true;
}

/**
 * The per-client limit of writes: only routes that ask for it (`config.rateLimit`) are counted,
 * so reading is never limited by it. A client is its address as Fastify sees it (behind a
 * proxy named in TRUST_PROXY, the forwarded one), an IPv6 client its /64 (client-key.ts).
 */
export async function registerWriteLimits(
  app: FastifyInstance,
  { store }: WriteLimitOptions,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new TooManyWrites(`Too many requests: try again in ${context.after}`),
  });
}
