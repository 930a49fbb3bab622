import { useTranslation } from '@/lib/i18n';
import type { Notice } from '@ecg/domain/contracts';
import { stripTitleMarkers } from '@ecg/domain/rules/notices';
import { NoticeBadge } from './NoticeBadge';

/**
 * One notice in full: its date, content (sanitized by the server) and links; a live notice
 * also says its source (by its kind: each kind has one publisher), whether it is sample data,
 * and until when it is in force.
 */
export function NoticeView({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <article className="notice-view">
      <p className="notice-view__meta">
        <NoticeBadge type={notice.type} kind={notice.kind} />{' '}
        {/* A warning's hour matters; an editorial notice's day is enough. */}
        <time dateTime={notice.datetime.replace(' ', 'T')}>
          {notice.datetime.slice(0, notice.source ? 16 : 10)}
        </time>
      </p>
      {notice.source ? (
        <p className="notice-view__source">
          {notice.source.sample ? (
            <span className="notice-sample">{t('notices.sample')}</span>
          ) : null}
          <span>{t(`notices.source.${notice.kind ?? 'warning'}`)}</span>
          {notice.expires ? (
            <span>{t('notices.until', { time: notice.expires.slice(0, 16) })}</span>
          ) : null}
        </p>
      ) : null}
      {notice.content_title ? <h3>{stripTitleMarkers(notice.content_title)}</h3> : null}
      <div
        className="notice-view__content"
        dangerouslySetInnerHTML={{ __html: notice.content ?? notice.description ?? '' }}
      />
      {notice.link && notice.link.length > 0 ? (
        <section>
          <h3>{t('notices.links')}</h3>
          <ul>
            {notice.link.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name || link.url}
                  <span className="visually-hidden"> {t('menu.newWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
