import { useQuery } from '@/lib/query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Notice } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import {
  hasUnread,
  markRead,
  NOTICE_FIRST_FETCH_DELAY_MS,
  NOTICE_POLL_INTERVAL_MS,
  withReadFlags,
} from '@ecg/domain/rules/notices';
import { fetchedThisVisit, inForceNow, noticesQuery } from './get-notices';
import { readNoticeIds } from './read-notices';

/** A pop-up a fetch decided: its notice and the fetch, so each is taken once. */
interface DecidedPopup {
  id: Notice['id'];
  fetch: string;
}

/**
 * The notices, their read state and the forced pop-up. Fetched a second after start (so the
 * first screen loads first), whenever the panel opens (`refresh`), and, so that a notice
 * published meanwhile reaches an open app within a minute (requirements §4), every
 * NOTICE_POLL_INTERVAL_MS while on screen and at once when the app comes back to the foreground.
 */
export function useNotices(lang: ContentLang) {
  const [started, setStarted] = useState(false);
  // The pop-ups decided and not yet closed, in their order: a later fetch never takes away
  // the one on screen, and what it decides waits its turn.
  const [due, setDue] = useState<DecidedPopup[]>([]);
  const [taken, setTaken] = useState<string>();
  const readIds = useSyncExternalStore(
    readNoticeIds.subscribe,
    readNoticeIds.get,
    readNoticeIds.none,
  );

  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), NOTICE_FIRST_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const query = useQuery({
    ...noticesQuery(lang),
    enabled: started,
    // Only while the page is visible; a return to the foreground asks at once.
    refetchInterval: NOTICE_POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });
  const { data } = query;
  // An answer kept from an earlier visit never pops up again: that visit showed it.
  const fresh = data !== undefined && fetchedThisVisit(data);
  if (fresh && data.popupId !== undefined && data.fetch !== taken) {
    setTaken(data.fetch);
    setDue([...due, { id: data.popupId, fetch: data.fetch }]);
  }
  const notices = withReadFlags(inForceNow(data?.notices ?? []), readIds);
  // One withdrawn (or ended) meanwhile is not shown.
  const next = due.find((decided) => notices.some((notice) => notice.id === decided.id));
  const popup = notices.find((notice) => notice.id === next?.id);

  return {
    notices,
    /** This visit's notices have come (or failed): a pop-up, if any, is known. */
    // (A failure is never kept: one is this visit's.)
    settled: fresh || query.isError,
    unread: hasUnread(notices, readIds),
    popup,
    closePopup: () => setDue((left) => left.filter((decided) => decided !== next)),
    markRead: (id: Notice['id']) => readNoticeIds.set(markRead(readNoticeIds.get(), id)),
    refresh: () => void query.refetch(),
  };
}

export type NoticesState = ReturnType<typeof useNotices>;
