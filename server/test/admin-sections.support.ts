import { envelope, errorEnvelopeSchema } from '@ecg/domain/contracts';
import { sql, type Kysely } from 'kysely';
import { beforeAll, expect } from 'vitest';
import { z } from 'zod';
import { engineOf } from '../src/store/core/engine';
import type { WrittenTables } from '../src/store/core/written-tables';
import { addOperator, bearer, loggedActions, tokenOf } from './operators';
import { useReservationApp } from './service-reservations.support';
import type { WrittenEngine } from './written-engines';

/*
 * The console's sections over the real app and a seeded store, the clock at NOW (2026-11-20
 * 09:00 Taipei), with a staff member signed in: what each section's inject tests share. The
 * written tables (the operators, their log, what the sections change) are in the content's store
 * or apart on `engine` (docs/testing.md, Written data on both engines): read them through
 * `context.written`.
 */

export function useConsoleApp(engine?: WrittenEngine) {
  const context = useReservationApp(engine) as ReturnType<typeof useReservationApp> & {
    token: string;
  };
  beforeAll(async () => {
    await addOperator(context.written, 'mei@example.tw', 'staff', 'Lin Mei');
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

/** The last line of the log, in the written tables. */
export const lastAction = async (written: Kysely<WrittenTables>) =>
  (await loggedActions(written)).at(-1);

/**
 * Runs `work` while the log of `written` (SQLite or PostgreSQL) refuses every line: the change
 * must then be refused whole (a 500), the store left as it was, since the change and its log
 * line are one transaction.
 */
export async function withTheLogRefusing<T>(
  written: Kysely<WrittenTables>,
  work: () => Promise<T>,
): Promise<T> {
  const postgres = engineOf(written) === 'postgres';
  if (postgres) {
    await sql`create function refuse_log() returns trigger language plpgsql
      as $$ begin raise exception 'the log refuses'; end $$`.execute(written);
    await sql`create trigger refuse_log before insert on operator_actions
      for each row execute function refuse_log()`.execute(written);
  } else {
    await sql`create trigger refuse_log before insert on operator_actions
      begin select raise(abort, 'the log refuses'); end`.execute(written);
  }
  try {
    return await work();
  } finally {
    if (postgres) {
      await sql`drop trigger refuse_log on operator_actions`.execute(written);
      await sql`drop function refuse_log()`.execute(written);
    } else await sql`drop trigger refuse_log`.execute(written);
  }
}
