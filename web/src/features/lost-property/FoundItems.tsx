import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { FoundItem } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { StatusMessage } from '@/components/StatusMessage';
import { useFoundItems, type FoundItemSearch } from './api/get-found-items';

/** The days of a search in order, whichever way round the visitor typed them. */
function searchOf(place: string, from: string, to: string): FoundItemSearch {
  const [early, late] = from && to && from > to ? [to, from] : [from, to];
  return {
    ...(place.trim() ? { place: place.trim() } : {}),
    ...(early ? { from: early } : {}),
    ...(late ? { to: late } : {}),
  };
}

/**
 * The found items (GET lost-property): a search by where they were found and the days found
 * between, the list a page at a time, and a plain line when none is registered.
 */
export function FoundItems({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const titleId = useId();
  const ids = { place: useId(), from: useId(), to: useId() };
  const [typed, setTyped] = useState({ place: '', from: '', to: '' });
  const [search, setSearch] = useState<FoundItemSearch>({});
  const found = useFoundItems(lang, search);
  const items = found.data?.pages.flatMap((page) => page.items) ?? [];
  const total = found.data?.pages[0]?.total;
  const searched = Object.keys(search).length > 0;

  let list;
  if (found.data === undefined) {
    list = (
      <StatusMessage
        status={found.isError ? 'failed' : 'loading'}
        onRetry={() => void found.refetch()}
      />
    );
  } else if (total === 0) {
    list = (
      <p className="lost-found__empty" role="status">
        {t(searched ? 'lostProperty.found.noMatch' : 'lostProperty.found.empty')}
      </p>
    );
  } else {
    list = (
      <>
        <p className="lost-found__count" role="status">
          {t('lostProperty.found.count', { count: total })}
        </p>
        <ul className="lost-found__items">
          {items.map((item) => (
            <FoundItemCard key={item.number} item={item} />
          ))}
        </ul>
        {found.hasNextPage && (
          <button
            type="button"
            className="form-button form-button--quiet"
            disabled={found.isFetchingNextPage}
            onClick={() => void found.fetchNextPage()}
          >
            {t('lostProperty.found.more')}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="service-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="service-section__title">
        {t('lostProperty.found.title')}
      </h2>
      <form
        className="lost-found__search"
        role="search"
        aria-label={t('lostProperty.found.search')}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(searchOf(typed.place, typed.from, typed.to));
        }}
      >
        <div className="form-field lost-found__place">
          <label className="form-field__label" htmlFor={ids.place}>
            {t('lostProperty.found.place')}
          </label>
          <input
            id={ids.place}
            type="search"
            value={typed.place}
            placeholder={t('lostProperty.found.placeHint')}
            onChange={(event) => setTyped({ ...typed, place: event.target.value })}
          />
        </div>
        {(['from', 'to'] as const).map((end) => (
          <div key={end} className="form-field">
            <label className="form-field__label" htmlFor={ids[end]}>
              {t(`lostProperty.found.${end}`)}
            </label>
            <input
              id={ids[end]}
              type="date"
              value={typed[end]}
              onChange={(event) => setTyped({ ...typed, [end]: event.target.value })}
            />
          </div>
        ))}
        <button type="submit" className="form-button lost-found__submit">
          {t('lostProperty.found.submit')}
        </button>
      </form>
      {list}
    </section>
  );
}

function FoundItemCard({ item }: { item: FoundItem }) {
  const { t } = useTranslation();
  return (
    <li className="lost-found__item">
      <h3 className="lost-found__what">{t(`lostProperty.category.${item.category}`)}</h3>
      <p className="lost-found__description">{item.description}</p>
      <dl className="lost-found__facts">
        <dt>{t('lostProperty.found.where')}</dt>
        <dd>{item.placeFound}</dd>
        <dt>{t('lostProperty.found.foundOn')}</dt>
        <dd>{item.foundOn}</dd>
        <dt>{t('lostProperty.found.collect')}</dt>
        <dd>
          {item.collectAt.name}
          {item.collectAt.tel ? (
            <>
              {' '}
              <a href={`tel:${item.collectAt.tel.replace(/[^\d+#]/g, '')}`}>{item.collectAt.tel}</a>
            </>
          ) : null}
        </dd>
        <dt>{t('lostProperty.found.until')}</dt>
        <dd>{item.keepUntil}</dd>
        <dt>{t('lostProperty.found.number')}</dt>
        <dd>{item.number}</dd>
      </dl>
    </li>
  );
}
