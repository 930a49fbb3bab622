import { SECRET_PARAMS, type ApiPathName } from '@ecg/domain/api-paths';
import type { MemberApiPathName } from '@ecg/domain/member-api-paths';
import type { ContentLang } from '@ecg/domain/rules/language';
import { taipeiDayNumber } from '@ecg/domain/rules/taipei-offset';
import { sentParams, type CallParams } from './params';

/**
 * Our calls, and the questions of the app that are not one of them: static pages are files a
 * CDN serves, the transport pages are asked together, and the facility calls have one path per
 * kind (the kind is in the params). A member's answers are keyed the same way, in the member
 * query client that saves nothing (lib/members/member-call.ts).
 */
export type QueryCall =
  ApiPathName | MemberApiPathName | 'staticApiPage' | 'transportPages' | 'facilities';

/**
 * Calls whose answer changes at Taipei midnight (what has ended, today's sunrise and moonrise):
 * each day's is kept apart.
 */
const DAILY_CALLS: ReadonlySet<QueryCall> = new Set<QueryCall>([
  'activities',
  'recentEvents',
  'sunrise',
  'moonrise',
]);

/**
 * The one key of a call's answer, `[call, lang, params]`, whoever asks: every query of the app
 * builds its key here, so the same question is kept once. Each call has one query function,
 * and a screen that wants a part of the answer takes it with `select`, so a key never holds two
 * shapes. (The cache hashes objects with their keys sorted: the order of params does not count.)
 * A visitor's secret (SECRET_PARAMS) is sent but never keyed: the key is kept on the phone.
 */
export function callKey(call: QueryCall, lang: ContentLang, params: CallParams = {}) {
  const secret = SECRET_PARAMS[call as ApiPathName] ?? [];
  const sent = sentParams(
    Object.fromEntries(Object.entries(params).filter(([name]) => !secret.includes(name))),
  );
  const asked = DAILY_CALLS.has(call) ? { ...sent, taipeiDay: taipeiDayNumber(Date.now()) } : sent;
  return [call, lang, asked] as const;
}

/** A list asked page by page keeps its pages under the call's key, marked as pages. */
export function pagesKey(call: QueryCall, lang: ContentLang, params: CallParams = {}) {
  return [...callKey(call, lang, params), 'pages'] as const;
}
