import { envelope, errorEnvelopeSchema } from '@ecg/domain/contracts';
import { sql } from 'kysely';
import { beforeAll, expect } from 'vitest';
import { z } from 'zod';
import type { Store } from '../src/store/core/database';
import { addOperator, bearer, loggedActions, tokenOf } from './operators';
import { useReservationApp } from './service-reservations.support';

/*
 * The console's sections over the real app and a seeded store, the clock at NOW (2026-11-20
 * 09:00 Taipei), with a staff member signed in: what each section's inject tests share.
 */

export function useConsoleApp() {
  const context = useReservationApp() as ReturnType<typeof useReservationApp> & { token: string };
  beforeAll(async () => {
    await addOperator(context.store, 'mei@example.tw', 'staff', 'Lin Mei');
    context.token = await tokenOf(context.app, 'mei@example.tw');
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, signedIn = true) =>
    context.app.inject({
      method,
      url,
      headers: signedIn ? bearer(context.token) : {},
      ...(payload === undefined ? {} : { payload }),
    });
  /** What a visitor reads at `url` (a POST of `payload` when given), by its contract. */
  const visitorReads = async <T extends z.ZodType>(
    schema: T,
    url: string,
    payload?: object,
    remoteAddress?: string,
  ) => {
    const answer = await context.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      ...(payload === undefined ? {} : { payload }),
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });
    return schema.parse(envelope(z.unknown()).parse(answer.json()).data);
  };
  return {
    context,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object) => call('POST', url, payload),
    unsigned: (method: 'GET' | 'POST', url: string) => call(method, url, {}, false),
    visitorReads,
  };
}

/** The message and reason of a refused call, its status checked. */
export async function refusal(
  response: { statusCode: number; json: () => unknown },
  status: number,
) {
  expect(response.statusCode).toBe(status);
  const { message, reason } = errorEnvelopeSchema.parse(response.json());
  return { message, reason };
}

/** The last line of the log. */
export const lastAction = async (store: Store) => (await loggedActions(store)).at(-1);

/**
 * Runs `work` while the log refuses every line: the change must then be refused whole (a 500),
 * the store left as it was, since the change and its log line are one transaction.
 */
export async function withTheLogRefusing<T>(store: Store, work: () => Promise<T>): Promise<T> {
  await sql`create trigger refuse_log before insert on operator_actions
    begin select raise(abort, 'the log refuses'); end`.execute(store);
  try {
    return await work();
  } finally {
    await sql`drop trigger refuse_log`.execute(store);
  }
}
