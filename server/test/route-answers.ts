import type { CallAnswers } from '@ecg/domain/call-answers';
import type { RouteOptions } from 'fastify';
import { testApp } from './helper';

/**
 * The schema each route of the server declares for its 200 answer, by "METHOD /path" (the
 * path as registered, `:lang` a parameter): a test holds them to a family's table of answers
 * (domain/src/call-answers.ts), so a route cannot answer by a contract of its own.
 */
export async function declaredAnswers(): Promise<Map<string, unknown>> {
  const declared = new Map<string, unknown>();
  const observeRoute = (route: RouteOptions) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.set(`${method} ${route.url}`, response?.['200']);
    }
  };
  const { app, store } = await testApp({ observeRoute });
  await app.ready();
  await app.close();
  await store.destroy();
  return declared;
}

/** Every (call, method) of a table, for `it.each`. */
export const tableEntries = <Name extends string>(table: Readonly<Record<Name, CallAnswers>>) =>
  (Object.keys(table) as Name[]).flatMap((name) =>
    (Object.keys(table[name]) as ('GET' | 'POST')[]).map((method) => [name, method] as const),
  );
