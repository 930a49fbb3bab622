import { errorEnvelopeSchema } from '@ecg/domain/contracts';
import type { z } from 'zod';
import { send } from '@/lib/api/send';
import { currentToken, endSession } from './session';

/**
 * Every call of the console goes through here: with the session's token, and a 401 ends the
 * session, so the operator is sent back to sign in with a message. A section calls
 * `adminGet(path, answerSchema)` or `adminPost(path, body, answerSchema)` and gets the answer
 * checked by the shared contract.
 */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The fields a 400 names ("body.title.en" → "title.en"), for the form to show them. */
    readonly fields: string[] = [],
    /** A 429's Retry-After: how long the server asks to wait. */
    readonly retryAfterSeconds?: number,
    /** Why the store refused a change (a capacity below the places booked), to say it. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

/** "body.title.en: title must not be empty; body.type: …" → ["title.en", "type"]. */
export function fieldsOfMessage(message: string): string[] {
  return message
    .split('; ')
    .map((part) => /^(?:body|querystring)\.([^:]+):/.exec(part)?.[1])
    .filter((field): field is string => field !== undefined);
}

async function call<T extends z.ZodType>(
  path: string,
  schema: T,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<z.infer<T>> {
  const token = currentToken();
  const answer = await send(path, {
    method: init.method,
    body: init.body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (!answer.ok) {
    const refused = errorEnvelopeSchema.safeParse(answer.body).data;
    const message = refused?.message ?? answer.statusText;
    if (answer.status === 401 && token) endSession('expired');
    const retryAfter = Number(answer.headers.get('retry-after') ?? Number.NaN);
    throw new AdminApiError(
      answer.status,
      message,
      fieldsOfMessage(message),
      Number.isFinite(retryAfter) ? retryAfter : undefined,
      refused?.reason,
    );
  }
  return schema.parse(answer.body);
}

export const adminGet = <T extends z.ZodType>(path: string, schema: T) =>
  call(path, schema, { method: 'GET' });

export const adminPost = <T extends z.ZodType>(path: string, body: unknown, schema: T) =>
  call(path, schema, { method: 'POST', body });

/**
 * A picture only a signed-in operator may see (a repair report's photo), as a data URL: an
 * <img> cannot send the session's token, and the page's policy takes data: pictures.
 */
export async function adminPicture(path: string): Promise<string> {
  const token = currentToken();
  const response = await fetch(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (!response.ok) {
    if (response.status === 401 && token) endSession('expired');
    throw new AdminApiError(response.status, response.statusText);
  }
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(blob);
  });
}
