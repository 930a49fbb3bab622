import { useId, useState } from 'react';
import { Link } from '@/components/Link';
import { useTranslation } from '@/lib/i18n';
import type { ClosureNotice } from '@ecg/domain/contracts';
import { closureNoticeState, closureNoticeYear } from '@ecg/domain/rules/closure-notices';
import { useOverlayLink } from '@/components/overlay-link';

/** The page about closed coastal trails and sites, in the travel pages (requirements §2). */
const CLOSURE_PAGE = { kind: 'static', name: 'coastal-trail-closure', type: 'travel' } as const;

/** A notice whose closure has ended (or nobody confirmed in a year): told with its year, not as a closure. */
function DatedNotice({ notice }: { notice: ClosureNotice }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="place-notice place-notice--dated" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('closureNotice.dated', { year: closureNoticeYear(notice) })}</h2>
      <p className="place-text">{notice.text}</p>
    </section>
  );
}

/**
 * Warnings first, above everything else: the place's closure notices and, where the place's
 * access is restricted, the coastal trail closure notice with a link to its page. Whether a
 * notice still stands is decided on the Taipei day it is shown, so a kept page never goes stale:
 * one under way or still to come is a closure; one that has ended is not shown here (the place
 * keeps it among its earlier notices, place-closures.ts).
 */
export function PlaceNotices({
  access,
  closures,
}: {
  access: 'open' | 'restricted' | undefined;
  closures: readonly ClosureNotice[] | undefined;
}) {
  const { t } = useTranslation();
  const overlayLink = useOverlayLink();
  const restrictedId = useId();
  const closureId = useId();
  const [now] = useState(() => Date.now());
  const notices = (closures ?? []).filter((notice) => notice.text.trim() !== '');
  const current = notices.filter((notice) =>
    ['current', 'upcoming'].includes(closureNoticeState(notice, now)),
  );
  const dated = notices.filter((notice) => closureNoticeState(notice, now) === 'dated');
  if (access !== 'restricted' && current.length === 0 && dated.length === 0) return null;
  return (
    <div className="place-notices">
      {access === 'restricted' ? (
        <section className="place-notice place-notice--restricted" aria-labelledby={restrictedId}>
          <h2 id={restrictedId}>{t('place.restricted')}</h2>
          <p>{t('place.restrictedText')}</p>
          <Link to={overlayLink(CLOSURE_PAGE)}>{t('place.restrictedLink')}</Link>
        </section>
      ) : null}
      {current.length > 0 ? (
        <section className="place-notice" aria-labelledby={closureId}>
          <h2 id={closureId}>{t('place.closure')}</h2>
          {current.map((notice, index) => (
            <p key={index} className="place-text">
              {notice.text}
            </p>
          ))}
        </section>
      ) : null}
      {dated.map((notice, index) => (
        <DatedNotice key={index} notice={notice} />
      ))}
    </div>
  );
}
