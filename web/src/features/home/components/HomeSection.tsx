import type { UseQueryResult } from '@/lib/query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import { StatusMessage } from '@/components/StatusMessage';

export interface HomeSectionProps<T> {
  title: string;
  /** The section's full list, where one exists. */
  more?: string;
  query: Pick<UseQueryResult<T[]>, 'data' | 'isError' | 'refetch'>;
  /** While loading: a stand-in of the content's own size, so nothing moves when it comes. */
  placeholder?: ReactNode;
  /** With no data: hide the whole section (default) or say No Data. */
  empty?: 'hide' | 'say';
  className?: string;
  children: (items: T[]) => ReactNode;
}

/** A section of the home page: its heading and "more" link, then loading, No Data or its items. */
export function HomeSection<T>({
  title,
  more,
  query,
  placeholder,
  empty = 'hide',
  className = '',
  children,
}: HomeSectionProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const items = query.data;
  if (items?.length === 0 && empty === 'hide') return null;
  return (
    <section className={`home-section ${className}`} aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        {more ? (
          <Link to={more} className="home-section__more">
            {t('home.more')}
            <span className="visually-hidden"> {title}</span>
          </Link>
        ) : null}
      </div>
      {items === undefined ? (
        <div className="home-section__wait">
          {placeholder}
          <StatusMessage
            status={query.isError ? 'failed' : 'loading'}
            onRetry={() => void query.refetch()}
            part
          />
        </div>
      ) : items.length === 0 ? (
        <StatusMessage status="empty" />
      ) : (
        children(items)
      )}
    </section>
  );
}

/** Grey tiles of a tile row's exact size, standing in while the row loads. */
export function TilePlaceholder() {
  return (
    <ul className="home-tiles" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5, 6, 7].map((tile) => (
        <li key={tile}>
          <span className="card card--tile">
            <span className="lazy-image" style={{ aspectRatio: '4 / 3' }} />
            <span className="card__body">
              <span className="card__title">&nbsp;</span>
              <span className="card__meta">&nbsp;</span>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
