import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@ecg/domain/contracts';
import { afterAll, beforeAll } from 'vitest';
import type { buildApp } from '../src/app';
import type { WriteLimit } from '../src/plugins/write-limits';
import { closeTestApp, testApp, type TestStores } from './helper';
import type { WrittenEngine } from './written-engines';

/**
 * A seeded app for the service area's tests, with a clock the test moves and the limit of writes
 * per client the test sets; the written tables apart in a store of `engine` when given.
 */
export interface ServiceAppContext extends TestStores {
  app: Awaited<ReturnType<typeof buildApp>>;
  clock: number;
}

export function useServiceApp(limit: WriteLimit, engine?: WrittenEngine) {
  const context = { clock: Date.UTC(2026, 10, 3, 2, 0, 0) } as ServiceAppContext;
  beforeAll(async () => {
    Object.assign(context, await testApp({ now: () => context.clock, writes: { limit } }, engine));
  });
  afterAll(() => closeTestApp(context));
  return context;
}

let client = 0;
/** Another address each call, so only a test of the limit meets it. */
const nextClient = () => `10.0.${Math.floor(++client / 250)}.${client % 250}`;

/** A POST of a form with its idempotency key (a new one unless given), from a client's address. */
export function postForm(
  app: Awaited<ReturnType<typeof buildApp>>,
  url: string,
  payload: unknown,
  {
    key = randomUUID(),
    remoteAddress = nextClient(),
  }: { key?: string; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { [IDEMPOTENCY_HEADER]: key },
    remoteAddress,
  });
}
