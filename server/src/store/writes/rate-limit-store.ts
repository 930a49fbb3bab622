import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { engineOf } from '../core/engine';
import type { WrittenDb } from '../core/written-tables';
import { rateLimitRepository } from './rate-limit-repository';

/** What @fastify/rate-limit gives a route's store: the route's own options among them. */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store over the written tables, for several servers sharing them: a
 * client has one budget, whichever server it reaches (docs/writes.md, The write path). Each limited
 * route counts apart, as the plugin's own store does. Windows are of the real clock.
 */
export function sharedRateLimitStore(db: WrittenDb): FastifyRateLimitStoreCtor {
  const counts = rateLimitRepository(db);
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly route = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counts.hit(`${this.route}${key}`, timeWindow, Date.now()).then(
        (hits) => callback(null, hits),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method = '', url = '' } = (options as RouteLimit).routeInfo ?? {};
      return new SharedRateLimitStore(options, `${String(method)} ${url} `);
    }
  }
  return SharedRateLimitStore;
}

/**
 * Where the limits' counts of an app over `written` are kept: in PostgreSQL, which several servers
 * share, the shared store; over SQLite, one server's own, the process (the plugin's default).
 */
export function rateLimitStoreFor(written: WrittenDb): { store?: FastifyRateLimitStoreCtor } {
  return engineOf(written) === 'postgres' ? { store: sharedRateLimitStore(written) } : {};
}
