import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { FerryNews } from '@ecg/domain/contracts';

/**
 * The day's sailing news (TDX Ship category 7), stopped sailings first in weight: the kind in
 * the reader's language, the operator's own words in Chinese. The same items are raised as
 * important notices (docs/live-data.md, Ferries).
 */
export function FerryNewsList({ news }: { news: FerryNews[] }) {
  const { t } = useTranslation();
  const id = useId();
  if (news.length === 0) return null;
  return (
    <section className="ferries-section ferries__news" aria-labelledby={id}>
      <h2 id={id} className="ferries-section__title">
        {t('ferries.news.title')}
      </h2>
      <ul>
        {news.map((item) => (
          <li key={item.id} className={`ferries__news-item ferries__news-item--${item.kind}`}>
            <p className="ferries__news-kind">{t(`ferries.news.${item.kind}`)}</p>
            <p className="ferries__note">{t('ferries.news.original')}</p>
            <p lang="zh-Hant-TW" className="ferries__news-title">
              {item.title}
            </p>
            {item.description ? <p lang="zh-Hant-TW">{item.description}</p> : null}
            <p className="ferries__note">
              <time dateTime={item.publishedAt.replace(' ', 'T')}>
                {item.publishedAt.slice(0, 16)}
              </time>
              {item.url ? (
                <>
                  {' · '}
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {t('ferries.news.link')}
                  </a>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
