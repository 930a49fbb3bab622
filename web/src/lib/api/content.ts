import { apiPath } from '@ecg/domain/api-paths';
import type { ContentLang } from '@ecg/domain/rules/language';
import {
  answerContracts,
  staticPageContracts,
  readAnswer,
  readStaticPageFile,
  type CallData,
  type GetCall,
  type Method,
  type PostCall,
} from './answers';
import { requestJson, type RequestOptions } from './http';
import { callUrl, type CallParams } from './params';

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

/**
 * One of our calls, its answer read by its contract (answers.ts): the one place the visitor app
 * asks a call whose answer it reads. The contracts load while the call travels.
 */
export async function askCall<N extends GetCall | PostCall, M extends Method>(
  name: N,
  method: M,
  url: string,
  options: RequestOptions = {},
) {
  const loading = answerContracts(name);
  return readAnswer(name, method, await requestJson<unknown>(url, { ...options, method }), loading);
}

/** A static page's file (a CDN's), read by the page's contract. */
export async function askStaticPageFile(url: string, options: RequestOptions = {}) {
  const loading = staticPageContracts();
  return readStaticPageFile(await requestJson<unknown>(url, options), loading);
}

/** A GET of one of our calls, its filters in the query (empty ones left out), unwrapped. */
export async function getContent<N extends GetCall>(
  name: N,
  lang: ContentLang,
  query: CallParams = {},
  signal?: AbortSignal,
): Promise<CallData<N, 'GET'>> {
  const url = callUrl(apiPath(name, lang), query);
  const answer = await askCall(name, 'GET', url, signal ? { signal } : {});
  return unwrap(answer as Envelope<CallData<N, 'GET'>>);
}

/** A POST of one of our calls (details are POST {id}, requirements §7), unwrapped. */
export async function postContent<N extends PostCall>(
  name: N,
  lang: ContentLang,
  body: unknown,
  signal?: AbortSignal,
): Promise<CallData<N, 'POST'>> {
  const options = { body, ...(signal ? { signal } : {}) };
  const answer = await askCall(name, 'POST', apiPath(name, lang), options);
  return unwrap(answer as Envelope<CallData<N, 'POST'>>);
}

/** Calls answering a list in data whose first entry is the record (tours, recent coupon). */
export function firstOf<T>(list: readonly T[]): T {
  const first = list[0];
  if (first === undefined) throw new UnsuccessfulAnswerError('empty data');
  return first;
}
