import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Notice } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import {
  hasUnread,
  markRead,
  NOTICE_FIRST_FETCH_DELAY_MS,
  withReadFlags,
} from '@ecg/domain/rules/notices';
import { inForceNow, noticesQuery } from './get-notices';
import { readNoticeIds } from './read-notices';

/** Answers older than this visit come from the persisted cache: they never pop up again. */
const VISIT_STARTED = Date.now();

/**
 * The notices, their read state and the forced pop-up. Fetched once a second after start
 * (so the first screen loads first) and again whenever the panel opens (`refresh`).
 */
export function useNotices(lang: ContentLang) {
  const [started, setStarted] = useState(false);
  const [closedPopupAt, setClosedPopupAt] = useState(0);
  const readIds = useSyncExternalStore(readNoticeIds.subscribe, readNoticeIds.get);

  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), NOTICE_FIRST_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const query = useQuery({ ...noticesQuery(lang), enabled: started });
  const { data, dataUpdatedAt } = query;
  const notices = withReadFlags(inForceNow(data?.notices ?? []), readIds);
  const fresh = dataUpdatedAt >= VISIT_STARTED && closedPopupAt !== dataUpdatedAt;
  const popup = fresh ? notices.find((notice) => notice.id === data?.popupId) : undefined;

  return {
    notices,
    /** This visit's notices have come (or failed): a pop-up, if any, is known. */
    settled: dataUpdatedAt >= VISIT_STARTED || query.errorUpdatedAt >= VISIT_STARTED,
    unread: hasUnread(notices, readIds),
    popup,
    closePopup: () => setClosedPopupAt(dataUpdatedAt),
    markRead: (id: Notice['id']) => readNoticeIds.set(markRead(readNoticeIds.get(), id)),
    refresh: () => void query.refetch(),
  };
}

export type NoticesState = ReturnType<typeof useNotices>;
