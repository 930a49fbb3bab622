import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { IDEMPOTENCY_HEADER } from '@ecg/domain/contracts';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import type { WriteLimit } from '../src/plugins/write-limits';
import type { Store } from '../src/store/core/database';
import { projectRoot, samplesDir, seededStore } from './helper';

/**
 * A seeded app for the service area's tests, with a clock the test moves and the limit of writes
 * per client the test sets.
 */
export interface ServiceAppContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  store: Store;
  clock: number;
}

export function useServiceApp(limit: WriteLimit) {
  const context = { clock: Date.UTC(2026, 10, 3, 2, 0, 0) } as ServiceAppContext;
  beforeAll(async () => {
    context.store = await seededStore();
    context.app = await buildApp({
      store: context.store,
      webRoot: path.join(projectRoot, 'web/dist'),
      live: { samplesDir, upstreams: { cwa: {}, tdx: {}, moenv: {} } },
      now: () => context.clock,
      writes: { limit },
    });
  });
  afterAll(async () => {
    await context.app.close();
    await context.store.destroy();
  });
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
