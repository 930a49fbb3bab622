/**
 * Which answers the service worker keeps for offline use, and under which key. Pure, so the
 * worker and the tests share it.
 */

import { CONTENT_LANGS } from '@ecg/domain/rules/language';

/** Content, Green Island and static-page calls: the answers a visitor needs offline. */
const API_PATH = new RegExp(
  `^/(?:(?:${CONTENT_LANGS.join('|')})/opendata|greenisland|static-api)/`,
);

export function isApiPath(pathname: string): boolean {
  return API_PATH.test(pathname);
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
