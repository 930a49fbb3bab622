import { apiPath, type ApiPathName } from '@ecg/domain/api-paths';
import type { ContentLang } from '@ecg/domain/rules/language';
import { requestJson } from './http';

interface Envelope<T> {
  success: boolean;
  data?: T;
  message?: string;
}

/** An answer with success false: the screen keeps its loading or error state (requirements §8). */
export class UnsuccessfulAnswerError extends Error {
  constructor(message = 'success false') {
    super(message);
    this.name = 'UnsuccessfulAnswerError';
  }
}

function unwrap<T>(answer: Envelope<T>): T {
  if (!answer.success || answer.data === undefined) {
    throw new UnsuccessfulAnswerError(answer.message);
  }
  return answer.data;
}

/** What a call asks: the query filters of a GET or the JSON body of a POST. */
export type CallParams = Readonly<Record<string, string | number | undefined>>;

/** The params as sent: an empty filter is not sent, so it is no part of the question. */
export function sentParams(params: CallParams): Record<string, string | number> {
  const sent: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') sent[name] = value;
  }
  return sent;
}

/** A GET of one of our calls, its filters in the query (empty ones left out), unwrapped. */
export async function getContent<T>(
  name: ApiPathName,
  lang: ContentLang,
  query: CallParams = {},
  signal?: AbortSignal,
): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(sentParams(query))) params.set(key, String(value));
  const search = params.toString();
  const url = `${apiPath(name, lang)}${search === '' ? '' : `?${search}`}`;
  return unwrap(await requestJson<Envelope<T>>(url, signal ? { signal } : {}));
}

/** A POST of one of our calls (details are POST {id}, requirements §7), unwrapped. */
export async function postContent<T>(
  name: ApiPathName,
  lang: ContentLang,
  body: unknown,
  signal?: AbortSignal,
): Promise<T> {
  return unwrap(
    await requestJson<Envelope<T>>(apiPath(name, lang), { body, ...(signal ? { signal } : {}) }),
  );
}

/** Calls answering a list in data whose first entry is the record (tours, recent coupon). */
export function firstOf<T>(list: readonly T[]): T {
  const first = list[0];
  if (first === undefined) throw new UnsuccessfulAnswerError('empty data');
  return first;
}
