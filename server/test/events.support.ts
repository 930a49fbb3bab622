import { envelope, eventSchema } from '@ecg/domain/contracts';
import { expect } from 'vitest';
import type { testApp } from './helper';

/** An event's detail as the app answers it in `lang`, held to the contract's shape. */
export async function eventDetail(
  app: Awaited<ReturnType<typeof testApp>>['app'],
  lang: string,
  id: number,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/${lang}/opendata/activities/recent`,
    payload: { id },
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(eventSchema).parse(response.json()).data;
}
