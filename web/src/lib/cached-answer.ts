/**
 * The service worker marks an answer it gives from its cache because the network failed or
 * was too slow, so the page knows the network is not carrying its calls even where
 * `navigator.onLine` says otherwise (a dead mobile network, a captive portal, some browsers).
 * Shared by the worker, which sets it, and the page's calls, which read it.
 */
export const CACHED_ANSWER_HEADER = 'x-ecg-cached-answer';

/** Why the worker answered from its cache. */
export type CachedAnswerReason = 'network-error' | 'timeout';

export function isCachedAnswer(response: Response): boolean {
  return response.headers.has(CACHED_ANSWER_HEADER);
}

/** A saved answer as the worker hands it out: the same answer, marked. */
export function markCachedAnswer(saved: Response, reason: CachedAnswerReason): Response {
  const headers = new Headers(saved.headers);
  headers.set(CACHED_ANSWER_HEADER, reason);
  return new Response(saved.body, {
    status: saved.status,
    statusText: saved.statusText,
    headers,
  });
}
