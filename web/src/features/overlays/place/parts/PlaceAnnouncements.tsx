import { useQuery } from '@/lib/query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { isRead, markRead, noticesForZipcode, stripTitleMarkers } from '@ecg/domain/rules/notices';
import { noticesQuery } from '@/widgets/notices/get-notices';
import { NoticeView } from '@/widgets/notices/NoticePopup';
import { readNoticeIds } from '@/widgets/notices/read-notices';
import { DetailSection } from '@/components/detail-parts';

/**
 * The announcements of an attraction (requirements §2): the important notices about its postal
 * district, from the shell's own notices call. Each opens in place; opening one marks it
 * read (requirements §4), as in the notices panel.
 */
export function PlaceAnnouncements({ zipcode, lang }: { zipcode: number; lang: ContentLang }) {
  const { t } = useTranslation();
  const { data } = useQuery(noticesQuery(lang));
  const readIds = useSyncExternalStore(
    readNoticeIds.subscribe,
    readNoticeIds.get,
    readNoticeIds.none,
  );
  const announcements = noticesForZipcode(data?.notices ?? [], zipcode);
  if (announcements.length === 0) return null;
  return (
    <DetailSection title={t('place.announcements')} className="place-announcements">
      <ul className="place-announcements__list">
        {announcements.map((notice) => (
          <li key={notice.id}>
            <details
              className="place-announcement"
              onToggle={(event) => {
                if (event.currentTarget.open) {
                  readNoticeIds.set(markRead(readNoticeIds.get(), notice.id));
                }
              }}
            >
              <summary>
                <span className="place-announcement__title">{stripTitleMarkers(notice.title)}</span>
                {isRead(readIds, notice.id) ? null : (
                  <span className="notice-list__unread">{t('notices.unread')}</span>
                )}
              </summary>
              <NoticeView notice={notice} />
            </details>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
