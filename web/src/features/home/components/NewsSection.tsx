import { useQuery } from '@/lib/query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import type { Article } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { articleTarget } from '@ecg/domain/routes';
import { newsQuery } from '../api/home-queries';
import { HomeSection } from './HomeSection';

/** An update's title: a link where the update leads somewhere (an app page or a site). */
export function ArticleLink({
  article,
  lang,
  className,
  children,
}: {
  article: Article;
  lang: ContentLang;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const target = articleTarget(article.href, lang);
  if (target === undefined) return <span className={className}>{children}</span>;
  if ('to' in target) {
    return (
      <Link to={target.to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('menu.newWindow')}</span>
    </a>
  );
}

/** Latest updates: the newest few, each with its date and a line of its summary. */
export function NewsSection({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const news = useQuery(newsQuery(lang));
  return (
    <HomeSection title={t('home.news')} query={news} className="home-news">
      {(items) => (
        <ul className="home-news__list">
          {items.map((item) => (
            <li key={item.id}>
              <ArticleLink article={item} lang={lang} className="home-news__item">
                <time dateTime={item.datetime.slice(0, 10)} className="home-news__date">
                  {item.datetime.slice(0, 10)}
                </time>
                <span className="home-news__title">{item.title}</span>
                {item.summary ? <span className="home-news__summary">{item.summary}</span> : null}
              </ArticleLink>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
