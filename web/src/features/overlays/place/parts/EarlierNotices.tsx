import { useTranslation } from '@/lib/i18n';
import type { EndedClosure } from '@ecg/domain/rules/closure-period';
import './earlier-notices.css';

/**
 * Closures that have ended (a closure notice, or a closure the hours held), kept as history on
 * one line with their last days, the texts one tap away: never told as a closure that stands.
 */
export function EarlierNotices({ notices }: { notices: readonly EndedClosure[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  const days = [...new Set(notices.map(({ until }) => until))].sort();
  return (
    <details className="place-earlier">
      <summary>
        <span className="place-earlier__title">{t('closureNotice.earlier')}</span>
        {days.map((day) => (
          <time key={day} dateTime={day} className="place-earlier__day">
            {t('closureNotice.until', { date: day })}
          </time>
        ))}
      </summary>
      <p className="place-earlier__ended">{t('closureNotice.ended')}</p>
      <ul className="place-earlier__list">
        {notices.map((notice, index) => (
          <li key={index} className="place-text">
            {notice.text}
          </li>
        ))}
      </ul>
    </details>
  );
}
