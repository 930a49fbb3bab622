/**
 * Important notices (requirements §3 Notice, §4 Notices). Which notices were read is kept in
 * browser storage as a comma list of ids; the caller reads and writes that storage and
 * hands the text to these functions.
 */

import { TAIPEI_OFFSET_MS } from './taipei-offset';

/** Notice types: 0 shows as a dialog, 1 as a bell, 2 as a warning icon and pops up unread. */
export const NOTICE_TYPE = { dialog: 0, bell: 1, warn: 2 } as const;
export type NoticeType = (typeof NOTICE_TYPE)[keyof typeof NOTICE_TYPE];

/** requirements §7, §9: the first fetch waits a second so it does not compete with the page load. */
export const NOTICE_FIRST_FETCH_DELAY_MS = 1000;

/**
 * requirements §4: a notice an operator publishes reaches an open app within a minute. The app
 * asks again this often while on screen (and at once on coming back to the foreground); each
 * call revalidates past every cache (lib/api/http.ts), so half the minute leaves room for a slow
 * answer.
 */
export const NOTICE_POLL_INTERVAL_MS = 30_000;

/** What these rules need of a notice. Ids and types arrive as numbers or strings. */
export interface NoticeRef {
  id: number | string;
  type?: number | string;
  /** The months (1–12) a seasonal notice applies to; absent, it applies all year. */
  months?: readonly number[];
}

/** Ids are compared as text, since the same id may arrive as 7 in one place and '7' in another. */
const idOf = (notice: NoticeRef): string => String(notice.id);

const isWarning = (notice: NoticeRef): boolean => Number(notice.type) === NOTICE_TYPE.warn;

/** The read ids kept in storage; nothing stored means nothing read. */
export function parseReadIds(stored: string | null | undefined): string[] {
  if (!stored) return [];
  const ids = stored
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(ids)];
}

export function serializeReadIds(ids: readonly (string | number)[]): string {
  return ids.map(String).join(',');
}

/** Ids of notices no longer published are forgotten, so storage does not grow forever. */
export function pruneReadIds(readIds: readonly string[], fetched: readonly NoticeRef[]): string[] {
  const published = new Set(fetched.map(idOf));
  return readIds.filter((id) => published.has(id));
}

/** Titles may carry `**` emphasis markers from the editor; they are not shown. */
export function stripTitleMarkers(title: string): string {
  return title.replaceAll('**', '').trim();
}

export function isRead(readIds: readonly string[], id: number | string): boolean {
  return readIds.includes(String(id));
}

/** Opening a notice marks it read; marking twice changes nothing. */
export function markRead(readIds: readonly string[], id: number | string): string[] {
  return isRead(readIds, id) ? [...readIds] : [...readIds, String(id)];
}

/** The red dot shows while any fetched notice is unread. */
export function hasUnread(notices: readonly NoticeRef[], readIds: readonly string[]): boolean {
  return notices.some((notice) => !isRead(readIds, notice.id));
}

/** Each notice with the local isReaded flag the list shows (requirements §3). */
export function withReadFlags<N extends NoticeRef>(
  notices: readonly N[],
  readIds: readonly string[],
): (N & { isReaded: boolean })[] {
  return notices.map((notice) => ({ ...notice, isReaded: isRead(readIds, notice.id) }));
}

/** Whether a notice applies in `month` (1–12): one without months applies all year. */
export function appliesInMonth(notice: NoticeRef, month: number): boolean {
  return !notice.months?.length || notice.months.includes(month);
}

/**
 * Whether a notice still stands at `now` (epoch ms): a live warning leaves at its `expires`
 * (Taipei `YYYY-MM-DD HH:mm:ss`, compared as text with now written the same way), also when it
 * comes from an answer kept for offline reading; an editorial notice, without one, stays. A
 * sample's warning is an example kept on its recorded day, its end long past: it stays as long
 * as the answer lists it.
 */
export function isInForce(
  notice: { expires?: string | undefined; source?: { sample: boolean } | undefined },
  now: number,
): boolean {
  if (notice.expires === undefined || notice.source?.sample) return true;
  const taipeiNow = new Date(now + TAIPEI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
  return notice.expires > taipeiNow;
}

/**
 * What a fresh fetch does to the read list: ids of withdrawn notices are pruned, the first
 * unread warning (type 2) becomes the popup, and it and every other unread warning are
 * marked read, so a visitor is interrupted once per fetch and never twice by the same one.
 * A seasonal warning outside its months (`month`, Taipei time) is not forced on anyone: it
 * stays unread in the list, and pops up in its season if still unread then.
 */
export function resolveFetchedNotices<N extends NoticeRef>(
  fetched: readonly N[],
  storedReadIds: readonly string[],
  month: number,
): { popup: N | undefined; readIds: string[] } {
  let readIds = pruneReadIds(storedReadIds, fetched);
  const unreadWarnings = fetched.filter(
    (notice) => isWarning(notice) && !isRead(readIds, notice.id) && appliesInMonth(notice, month),
  );
  for (const notice of unreadWarnings) readIds = markRead(readIds, notice.id);
  return { popup: unreadWarnings[0], readIds };
}

/**
 * The announcements of a place (requirements §2 attraction detail): the notices about its postal
 * district. A notice for the whole area (no zipcodes) stays in the notices panel, so a
 * page lists only what is particular to it.
 */
export function noticesForZipcode<N extends { id: number | string; zipcodes?: readonly number[] }>(
  notices: readonly N[],
  zipcode: number,
): N[] {
  return notices.filter((notice) => notice.zipcodes?.includes(zipcode) === true);
}
