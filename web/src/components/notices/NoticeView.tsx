import { useTranslation } from 'react-i18next';
import type { Notice } from '@ecg/domain/contracts';
import { stripTitleMarkers } from '@ecg/domain/rules/notices';

/** One notice in full: its date, content (sanitized by the server) and links. */
export function NoticeView({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <article className="notice-view">
      <p className="notice-view__meta">
        <span className={`notice-type notice-type--${notice.type}`}>
          {t(`notices.type${notice.type}`)}
        </span>{' '}
        <time dateTime={notice.datetime.replace(' ', 'T')}>{notice.datetime.slice(0, 10)}</time>
      </p>
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
