import { SUGGESTION_STATUSES } from '@ecg/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/Link';
import { Field, FormAlert, SelectField } from '../../components/fields';
import { Pager } from '../../components/Pager';
import {
  SUGGESTIONS_PAGE_SIZE,
  suggestionsQuery,
  type SuggestionFilter,
} from './suggestions-query';

interface SuggestionListProps {
  topics: { id: string; name: string }[];
  topicName: (id: string) => string;
}

/** The suggestions, newest first, those still to answer unless the operator asks otherwise. */
export function SuggestionList({ topics, topicName }: SuggestionListProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter: SuggestionFilter = {
    status: search.get('status') ?? 'received',
    topic: search.get('topic') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const suggestions = useQuery(suggestionsQuery(filter));
  const change = (next: Partial<SuggestionFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    setSearch(
      Object.fromEntries(
        Object.entries(merged)
          .filter(([name, value]) => !(name === 'page' && value === 1))
          .map(([name, value]) => [name, String(value)]),
      ),
    );
  };

  return (
    <>
      <section role="search" className="panel filters" aria-labelledby="suggestion-filters">
        <h2 id="suggestion-filters">{t('suggestions.filtersHeading')}</h2>
        <div className="filters__fields">
          <SelectField
            label={t('suggestions.status')}
            value={filter.status}
            onChange={(status) => change({ status })}
            options={[
              ...SUGGESTION_STATUSES.map((status) => ({
                value: status,
                label: t(`suggestions.statuses.${status}`),
              })),
              { value: '', label: t('suggestions.allStatuses') },
            ]}
          />
          <SelectField
            label={t('suggestions.topic')}
            value={filter.topic}
            onChange={(topic) => change({ topic })}
            options={[
              { value: '', label: t('suggestions.allTopics') },
              ...topics.map((topic) => ({ value: topic.id, label: topic.name })),
            ]}
          />
          <Field
            label={t('suggestions.from')}
            type="date"
            value={filter.from}
            onChange={(event) => change({ from: event.target.value })}
          />
          <Field
            label={t('suggestions.to')}
            type="date"
            value={filter.to}
            onChange={(event) => change({ to: event.target.value })}
          />
        </div>
      </section>
      <section className="panel" aria-labelledby="suggestions-heading">
        <h2 id="suggestions-heading">{t('suggestions.listHeading')}</h2>
        {suggestions.isPending && <p role="status">{t('app.loading')}</p>}
        {suggestions.isError && <FormAlert>{t('errors.load')}</FormAlert>}
        {suggestions.data?.items.length === 0 && <p>{t('suggestions.none')}</p>}
        <ul className="rows">
          {suggestions.data?.items.map((suggestion) => (
            <li key={suggestion.number} className="row">
              <div className="row__text">
                <h3 className="row__title">
                  <Link to={`/suggestions?number=${suggestion.number}`}>{suggestion.number}</Link>{' '}
                  <span className={`badge badge--${suggestion.status}`}>
                    {t(`suggestions.statuses.${suggestion.status}`)}
                  </span>
                </h3>
                <p className="row__meta">
                  {topicName(suggestion.topic)}
                  {suggestion.place && ` · ${suggestion.place}`} · {suggestion.createdAt}
                </p>
                <p className="clamp">{suggestion.message}</p>
              </div>
            </li>
          ))}
        </ul>
        {suggestions.data && (
          <Pager
            label={t('suggestions.pages')}
            page={filter.page}
            total={suggestions.data.total}
            pageSize={SUGGESTIONS_PAGE_SIZE}
            onPage={(page) => change({ page })}
          />
        )}
      </section>
    </>
  );
}
