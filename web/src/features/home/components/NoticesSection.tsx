import { useQuery } from '@/lib/query';
import { Suspense } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { appliesInMonth, markRead, stripTitleMarkers } from '@ecg/domain/rules/notices';
import { taipeiMonth } from '@ecg/domain/rules/taipei-offset';
import { useDialogEntry } from '@/lib/dialog-entry';
import { lazyScreen } from '@/lib/lazy-chunk';
import { NEXT_PATH, OutlineIcon } from '@/components/OutlineIcon';
import { inForceNow, noticesQuery } from '@/widgets/notices/get-notices';
import { NoticeBadge } from '@/widgets/notices/NoticeBadge';
import { readNoticeIds } from '@/widgets/notices/read-notices';
import { marqueeQuery } from '../api/home-queries';
import { HomeSection } from './HomeSection';

const SHOWN = 3;

// The notice opens in a dialog loaded on first open, not with the first screen.
const NoticePopup = lazyScreen(() => import('@/widgets/notices/NoticePopup'));

/**
 * Important notices (traffic control, travel safety): the latest few, each opening the notice
 * as the notices panel shows it. They come from the shell's own query (fetched once, a second
 * after start): this one only listens.
 */
export function NoticesSection({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const notices = useQuery({
    ...noticesQuery(lang),
    enabled: false,
    // A seasonal notice out of its months (a summer-sun advice in November) is not news.
    select: (fetched) =>
      inForceNow(fetched.notices)
        .filter((notice) => appliesInMonth(notice, taipeiMonth(Date.now())))
        .slice(0, SHOWN),
  });
  // The opened notice is an entry of the history, so Back closes it (lib/dialog-entry.ts).
  const entry = useDialogEntry();
  const opened = notices.data?.find((notice) => entry.open === `notice:${notice.id}`);

  return (
    <>
      <HomeSection title={t('home.notices')} query={notices} className="home-notices">
        {(items) => (
          <ul className="home-notices__list">
            {items.map((notice) => (
              <li key={notice.id}>
                <button
                  type="button"
                  className="home-notice"
                  onClick={() => {
                    readNoticeIds.set(markRead(readNoticeIds.get(), notice.id));
                    entry.show(`notice:${notice.id}`);
                  }}
                >
                  <NoticeBadge type={notice.type} kind={notice.kind} />
                  <span className="home-notice__title">{stripTitleMarkers(notice.title)}</span>
                  <OutlineIcon d={NEXT_PATH} size={18} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
      <Suspense>{opened ? <NoticePopup notice={opened} onClose={entry.close} /> : null}</Suspense>
    </>
  );
}

/** The marquee's short travel reminders, in full. */
export function TipsSection({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  return (
    <HomeSection title={t('home.tips')} query={useQuery(marqueeQuery(lang))} className="home-tips">
      {(tips) => (
        <ul className="home-tips__list">
          {tips.map((tip) => (
            <li key={tip.id}>{tip.title}</li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
