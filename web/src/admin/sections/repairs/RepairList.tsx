import { REPAIR_CATEGORIES, REPAIR_STATUSES } from '@ecg/domain/rules/repair-reports';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import { SelectField } from '@/admin/components/fields';
import { DateRangeFields, FilterPanel } from '@/admin/components/FilterPanel';
import { useAddressFilter } from '@/admin/components/list-filter';
import { PagedList, RowTitle } from '@/admin/components/PagedList';
import { categoryName, REPAIRS_PAGE_SIZE, repairsQuery } from './repairs-query';

/** What is still to do, unless the operator asks for another status or all. */
const TO_DO = 'open,acknowledged,in_progress';

/** The reports, newest first, filtered as the address says, a page at a time. */
export function RepairList() {
  const { t, i18n } = useTranslation();
  const { filter, change } = useAddressFilter({ status: TO_DO, category: '', from: '', to: '' });
  const reports = useQuery(repairsQuery(filter));

  return (
    <>
      <FilterPanel heading={t('repairs.filtersHeading')}>
        <SelectField
          label={t('repairs.status')}
          value={filter.status}
          onChange={(status) => change({ status })}
          options={[
            { value: TO_DO, label: t('repairs.toDo') },
            ...REPAIR_STATUSES.map((status) => ({
              value: status,
              label: t(`repairs.statuses.${status}`),
            })),
            { value: '', label: t('repairs.allStatuses') },
          ]}
        />
        <SelectField
          label={t('repairs.category')}
          value={filter.category}
          onChange={(category) => change({ category })}
          options={[
            { value: '', label: t('repairs.allCategories') },
            ...REPAIR_CATEGORIES.map((category) => ({
              value: category,
              label: categoryName(category, i18n.language),
            })),
          ]}
        />
        <DateRangeFields
          fromLabel={t('repairs.from')}
          toLabel={t('repairs.to')}
          from={filter.from}
          to={filter.to}
          onChange={change}
        />
      </FilterPanel>
      <section className="panel" aria-labelledby="repairs-heading">
        <h2 id="repairs-heading">{t('repairs.listHeading')}</h2>
        <PagedList
          list={reports}
          none={t('repairs.none')}
          pagesLabel={t('repairs.pages')}
          page={filter.page}
          pageSize={REPAIRS_PAGE_SIZE}
          onPage={(page) => change({ page })}
          row={(report) => (
            <div className="row__text">
              <RowTitle status={report.status} statusName={t(`repairs.statuses.${report.status}`)}>
                <Link to={`/repairs?number=${report.number}`}>{report.number}</Link>
              </RowTitle>
              <p className="row__meta">
                {categoryName(report.category, i18n.language)}
                {report.placeName && ` · ${report.placeName}`} · {report.createdAt}
                {report.submissions > 1 &&
                  ` · ${t('repairs.reportedBy', { count: report.submissions })}`}
              </p>
              <p className="clamp">{report.description}</p>
            </div>
          )}
        />
      </section>
    </>
  );
}
