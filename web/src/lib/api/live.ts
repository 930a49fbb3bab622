import { queryOptions } from '../query';
import { apiPath } from '@ecg/domain/api-paths';
import type { LiveMeta } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { CallAnswer, GetCall, Method, PostCall } from './answers';
import { askCall, UnsuccessfulAnswerError } from './content';
import { callUrl, sentParams, type CallParams } from './params';
import { callKey } from './query-keys';

/** Every live answer: the envelope and where its data came from (docs/live-data.md). */
export interface LiveAnswer {
  success: boolean;
  meta: LiveMeta;
}

export interface LiveCall<
  N extends GetCall | PostCall = GetCall | PostCall,
  M extends Method = Method,
> {
  name: N;
  method: M;
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
export async function liveCall<N extends GetCall | PostCall, M extends Method>(
  lang: ContentLang,
  { name, method, params, send = method === 'GET' ? 'query' : 'body' }: LiveCall<N, M>,
  signal?: AbortSignal,
): Promise<CallAnswer<N, M>> {
  const inQuery = send === 'query';
  const answer = await askCall(name, method, callUrl(apiPath(name, lang), inQuery ? params : {}), {
    ...(method === 'POST' && !inQuery ? { body: sentParams(params) } : {}),
    ...(signal ? { signal } : {}),
  });
  if (!(answer as LiveAnswer).success) throw new UnsuccessfulAnswerError();
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
export const liveQuery = <N extends GetCall | PostCall, M extends Method>(
  lang: ContentLang,
  call: LiveCall<N, M>,
  timing: LiveTiming,
) =>
  queryOptions({
    queryKey: callKey(call.name, lang, call.params),
    queryFn: ({ signal }) => liveCall(lang, call, signal),
    ...timing,
  });
