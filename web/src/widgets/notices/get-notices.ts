import { queryOptions } from '@/lib/query';
import { apiPath } from '@ecg/domain/api-paths';
import type { Notice } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { isInForce, resolveFetchedNotices } from '@ecg/domain/rules/notices';
import { taipeiMonth } from '@ecg/domain/rules/taipei-offset';
import { askCall } from '@/lib/api/content';
import { callUrl } from '@/lib/api/params';
import { callKey } from '@/lib/api/query-keys';
import { BACKGROUND_QUERY } from '@/lib/query-client';
import { readNoticeIds } from './read-notices';

export interface FetchedNotices {
  notices: Notice[];
  /** The unread warning to pop up: decided by this fetch, shown once. */
  popupId: Notice['id'] | undefined;
  /** Which fetch of which visit decided it (see `fetchedThisVisit`). */
  fetch: string;
}

/**
 * This page's visit, and its fetches. An answer the persisted cache restores was decided on an
 * earlier visit: its pop-up was shown then. Its time cannot say so (a clock set back, or held
 * still as in the end-to-end tests, gives it this visit's), its mark can; and the fetch's count
 * makes every answer new, so each decision is taken once.
 */
const VISIT = Math.random().toString(36).slice(2);
let fetches = 0;
const nextFetch = () => `${VISIT}:${(fetches += 1)}`;

/** Whether this visit fetched the answer, not an earlier one whose answer was kept. */
export const fetchedThisVisit = (fetched: FetchedNotices): boolean =>
  fetched.fetch.startsWith(`${VISIT}:`);

/** The important notices are the call's `type=messages` (requirements §7). */
const IMPORTANT = { type: 'messages' } as const;

/**
 * The important notices. An answer with success false shows nothing. The query keeps what this
 * fetch decided (the pop-up) with the notices: it is the one query of this call.
 */
export async function getNotices(lang: ContentLang): Promise<FetchedNotices> {
  const answer = await askCall('notices', 'GET', callUrl(apiPath('notices', lang), IMPORTANT));
  // An answer that failed says nothing of what is published: the read state stays as it was,
  // or every warning already seen would pop up again on the next answer (requirements §4).
  if (!answer.success) return { notices: [], popupId: undefined, fetch: nextFetch() };
  const notices = inForceNow(answer.data);
  // A fresh answer forgets withdrawn ids and marks the warnings it pops up as read.
  // A seasonal warning is forced only in its months, counted in Taipei.
  const resolved = resolveFetchedNotices(notices, readNoticeIds.get(), taipeiMonth(Date.now()));
  readNoticeIds.set(resolved.readIds);
  return { notices, popupId: resolved.popup?.id, fetch: nextFetch() };
}

/**
 * The notices still standing: a warning past its end is dropped, also from an answer the
 * service worker or the persisted cache kept for offline reading.
 */
export const inForceNow = <N extends Notice>(notices: N[]): N[] =>
  notices.filter((notice) => isInForce(notice, Date.now()));

export const noticesQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('notices', lang, IMPORTANT),
    queryFn: () => getNotices(lang),
    // Notices change during the day: the cache serves offline, a fetch always asks again.
    staleTime: 0,
    meta: BACKGROUND_QUERY,
  });
