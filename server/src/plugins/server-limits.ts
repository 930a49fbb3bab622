import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { BODY_LIMIT_BYTES } from './json-body';
import { clientErrorHandler, frameworkErrors } from './errors';

/**
 * How long a client may take, in milliseconds. A request (headers and body) must arrive within
 * `request`, checked every `checkEvery`, so an unfinished one is cut off within their sum: under
 * 30 s. A phone on a slow network sends a few hundred bytes in well under a second; only a client
 * that stops sending, or trickles, reaches these.
 */
export interface ServerTimeouts {
  headers: number;
  request: number;
  /** A socket with no traffic either way is closed: the client went away. */
  idle: number;
  /** An idle kept-alive connection is closed: a phone opens a new one in one round trip. */
  keepAlive: number;
  checkEvery: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headers: 10_000,
  request: 20_000,
  idle: 30_000,
  keepAlive: 10_000,
  checkEvery: 2_000,
};

/**
 * Fastify's options for the limits above, the body limit and the error envelope; `headers` are
 * the security headers of the answers Node cuts off early.
 */
export function serverLimits(
  timeouts: ServerTimeouts = SERVER_TIMEOUTS,
  headers: Readonly<Record<string, string>>,
): FastifyHttpOptions<Server> {
  return {
    bodyLimit: BODY_LIMIT_BYTES,
    connectionTimeout: timeouts.idle,
    keepAliveTimeout: timeouts.keepAlive,
    requestTimeout: timeouts.request,
    http: {
      headersTimeout: timeouts.headers,
      connectionsCheckingInterval: timeouts.checkEvery,
    },
    // An id in an address is a number or a short code; a longer parameter is an attack.
    routerOptions: { maxParamLength: 100 },
    clientErrorHandler: clientErrorHandler(headers),
    frameworkErrors,
  };
}
