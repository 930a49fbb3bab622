import { ADMIN_ANSWERS, type AdminAnsweredCall } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS, type AdminApiPathName } from '@ecg/domain/admin-api-paths';
import type { AnswerOf, CallAnswers, CallsAnswering } from '@ecg/domain/call-answers';
import { errorEnvelopeSchema } from '@ecg/domain/contracts';
import { callUrl, type CallParams } from '@/lib/api/params';
import { send } from '@/lib/api/send';
import { currentToken, endSession } from './session';

/**
 * Every call of the console goes through here: with the session's token, and a 401 ends the
 * session, so the operator is sent back to sign in with a message. A section asks a call by its
 * name, `adminGet(name, params)` or `adminPost(name, body)`: the path is the call's in
 * ADMIN_API_PATHS and the answer is checked by the call's one contract, ADMIN_ANSWERS, the
 * schema its route declares (docs/architecture.md, Operator console).
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

type Answers = typeof ADMIN_ANSWERS;

/** The console's calls a section reads, and those it changes something with. */
export type AdminGetCall = CallsAnswering<Answers, 'GET'>;
export type AdminPostCall = CallsAnswering<Answers, 'POST'>;

/** What a call answers by a method, as its contract parses it. */
export type AdminAnswer<N extends AdminAnsweredCall, M extends 'GET' | 'POST'> = AnswerOf<
  Answers,
  N,
  M
>;

/** A call's address, its params in the query (empty ones left out, as the visitor app's). */
const adminUrl = (name: AdminApiPathName, params: CallParams) =>
  callUrl(ADMIN_API_PATHS[name], params);

async function call(
  name: AdminAnsweredCall,
  method: 'GET' | 'POST',
  init: { params?: CallParams; body?: unknown },
): Promise<unknown> {
  const token = currentToken();
  const answer = await send(adminUrl(name, init.params ?? {}), {
    method,
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
  const answers: CallAnswers = ADMIN_ANSWERS[name];
  const schema = answers[method];
  if (!schema) throw new Error(`${name} answers no ${method}`);
  return schema.parse(answer.body);
}

/** Reads a call, its filters given as params. */
export const adminGet = async <N extends AdminGetCall>(
  name: N,
  params: CallParams = {},
): Promise<AdminAnswer<N, 'GET'>> => (await call(name, 'GET', { params })) as AdminAnswer<N, 'GET'>;

/** Makes a change by a call, its request as the body. */
export const adminPost = async <N extends AdminPostCall>(
  name: N,
  body: unknown,
): Promise<AdminAnswer<N, 'POST'>> =>
  (await call(name, 'POST', { body })) as AdminAnswer<N, 'POST'>;

/** The console's calls answering a picture, not JSON (a repair report's photo). */
export type AdminPictureCall = Exclude<AdminApiPathName, AdminAnsweredCall>;

/**
 * A picture only a signed-in operator may see (a repair report's photo), as a data URL: an
 * <img> cannot send the session's token, and the page's policy takes data: pictures.
 */
export async function adminPicture(name: AdminPictureCall, params: CallParams): Promise<string> {
  const token = currentToken();
  const response = await fetch(adminUrl(name, params), {
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
