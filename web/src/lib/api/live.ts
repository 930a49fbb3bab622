import { queryOptions } from '../query';
import { apiPath, type ApiPathName } from '@ecg/domain/api-paths';
import type { LiveMeta } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { sentParams, UnsuccessfulAnswerError, type CallParams } from './content';
import { requestJson } from './http';
import { callKey } from './query-keys';

/** Every live answer: the envelope and where its data came from (docs/live-data.md). */
export interface LiveAnswer {
  success: boolean;
  meta: LiveMeta;
}

export interface LiveCall {
  name: ApiPathName;
  method: 'GET' | 'POST';
  params: CallParams;
  /**
   * Where a POST sends its params: the JSON body, or the query (requirements §7 puts the flow
   * call's id and the sunrise call's locationName in the query). A GET always uses the query.
   */
  send?: 'body' | 'query';
}

/**
 * One live call, whole (its data, meta and any field beside them): the one place the app asks a
 * live call and checks `success`. Empty params are not sent.
 */
export async function liveCall<A extends LiveAnswer>(
  lang: ContentLang,
  { name, method, params, send = method === 'GET' ? 'query' : 'body' }: LiveCall,
  signal?: AbortSignal,
): Promise<A> {
  const sent = sentParams(params);
  const query = new URLSearchParams();
  if (send === 'query')
    for (const [key, value] of Object.entries(sent)) query.set(key, String(value));
  const search = query.toString();
  const answer = await requestJson<A>(`${apiPath(name, lang)}${search ? `?${search}` : ''}`, {
    method,
    ...(method === 'POST' && send === 'body' ? { body: sent } : {}),
    ...(signal ? { signal } : {}),
  });
  if (!answer.success) throw new UnsuccessfulAnswerError();
  return answer;
}

export interface LiveTiming {
  /** How long an answer is used before it is asked again. */
  staleTime: number;
  /** Asked again this often while a screen shows it (the parking widget, every minute). */
  refetchInterval?: number;
}

/**
 * The query of one live call: one key per call and params (callKey), so every screen asking the
 * same question shares one answer; the answer is kept in the app's own cache only (never by the
 * service worker), and the screen shows its meta's time.
 */
export const liveQuery = <A extends LiveAnswer>(
  lang: ContentLang,
  call: LiveCall,
  timing: LiveTiming,
) =>
  queryOptions({
    queryKey: callKey(call.name, lang, call.params),
    queryFn: ({ signal }) => liveCall<A>(lang, call, signal),
    ...timing,
  });
