import { SUGGESTION_STATUSES } from '@ecg/domain/contracts';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import { SelectField } from '@/admin/components/fields';
import { DateRangeFields, FilterPanel } from '@/admin/components/FilterPanel';
import { useAddressFilter } from '@/admin/components/list-filter';
import { PagedList, RowTitle } from '@/admin/components/PagedList';
import { SUGGESTIONS_PAGE_SIZE, suggestionsQuery } from './suggestions-query';

interface SuggestionListProps {
  topics: { id: string; name: string }[];
  topicName: (id: string) => string;
}

/** The suggestions, newest first, those still to answer unless the operator asks otherwise. */
export function SuggestionList({ topics, topicName }: SuggestionListProps) {
  const { t } = useTranslation();
  const { filter, change } = useAddressFilter({ status: 'received', topic: '', from: '', to: '' });
  const suggestions = useQuery(suggestionsQuery(filter));

  return (
    <>
      <FilterPanel heading={t('suggestions.filtersHeading')}>
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
        <DateRangeFields
          fromLabel={t('suggestions.from')}
          toLabel={t('suggestions.to')}
          from={filter.from}
          to={filter.to}
          onChange={change}
        />
      </FilterPanel>
      <section className="panel" aria-labelledby="suggestions-heading">
        <h2 id="suggestions-heading">{t('suggestions.listHeading')}</h2>
        <PagedList
          list={suggestions}
          none={t('suggestions.none')}
          pagesLabel={t('suggestions.pages')}
          page={filter.page}
          pageSize={SUGGESTIONS_PAGE_SIZE}
          onPage={(page) => change({ page })}
          row={(suggestion) => (
            <div className="row__text">
              <RowTitle
                status={suggestion.status}
                statusName={t(`suggestions.statuses.${suggestion.status}`)}
              >
                <Link to={`/suggestions?number=${suggestion.number}`}>{suggestion.number}</Link>
              </RowTitle>
              <p className="row__meta">
                {topicName(suggestion.topic)}
                {suggestion.place && ` · ${suggestion.place}`} · {suggestion.createdAt}
              </p>
              <p className="clamp">{suggestion.message}</p>
            </div>
          )}
        />
      </section>
    </>
  );
}
