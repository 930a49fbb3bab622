import { contentApiPaths, STATIC_API_PAGE_PREFIX } from '@ecg/domain/api-paths';

/**
 * Which answers the service worker keeps for offline use, and under which key. Pure, so the
 * worker and the tests share it.
 */

const CONTENT_PATHS: ReadonlySet<string> = new Set(contentApiPaths());

/**
 * Only the calls `domain/src/api-paths.ts` marks as content, and the static pages, are kept
 * for offline reading. Every other call, live data and everything a visitor sends (requirements §7's
 * forms, tokens, survey and reports share the `/{lang}/opendata/` prefix), goes to the
 * network alone: a slow form post must never be answered with an earlier one's answer.
 */
export function isContentCall(pathname: string): boolean {
  return CONTENT_PATHS.has(pathname) || pathname.startsWith(STATIC_API_PAGE_PREFIX);
}

/**
 * An answer worth keeping: OK and JSON, as all our answers are. A captive portal's sign-in
 * page answers OK too, in HTML, and must not stand in for the content offline.
 */
export function isKeepableAnswer(response: Pick<Response, 'ok' | 'headers'>): boolean {
  return response.ok && /^application\/json\b/i.test(response.headers.get('content-type') ?? '');
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key] as Json)]),
  );
}

/**
 * The same question asked with its keys in another order is the same question; a body that is
 * not JSON is kept as it is.
 */
export function canonicalBody(body: string): string {
  try {
    return JSON.stringify(sortKeys(JSON.parse(body) as Json));
  } catch {
    return body;
  }
}

/**
 * The Cache API stores GET requests only, so a POST answer is kept under a GET address made of
 * the call's URL and a hash of its body.
 */
export async function postCacheKey(url: string, body: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(canonicalBody(body)),
  );
  const hex = Array.from(new Uint8Array(digest).subarray(0, 16), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `${url}${url.includes('?') ? '&' : '?'}__body=${hex}`;
}
