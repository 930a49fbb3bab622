import { REPAIR_CATEGORIES, REPAIR_STATUSES } from '@ecg/domain/rules/repair-reports';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/Link';
import { Field, FormAlert, SelectField } from '../../components/fields';
import { Pager } from '../../components/Pager';
import { categoryName, REPAIRS_PAGE_SIZE, repairsQuery, type RepairFilter } from './repairs-query';

/** What is still to do, unless the operator asks for another status or all. */
const TO_DO = 'open,acknowledged,in_progress';

/** The reports, newest first, filtered as the address says, a page at a time. */
export function RepairList() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter: RepairFilter = {
    status: search.get('status') ?? TO_DO,
    category: search.get('category') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const reports = useQuery(repairsQuery(filter));
  const change = (next: Partial<RepairFilter>) => {
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
      <section role="search" className="panel filters" aria-labelledby="repair-filters-heading">
        <h2 id="repair-filters-heading">{t('repairs.filtersHeading')}</h2>
        <div className="filters__fields">
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
          <Field
            label={t('repairs.from')}
            type="date"
            value={filter.from}
            onChange={(event) => change({ from: event.target.value })}
          />
          <Field
            label={t('repairs.to')}
            type="date"
            value={filter.to}
            onChange={(event) => change({ to: event.target.value })}
          />
        </div>
      </section>
      <section className="panel" aria-labelledby="repairs-heading">
        <h2 id="repairs-heading">{t('repairs.listHeading')}</h2>
        {reports.isPending && <p role="status">{t('app.loading')}</p>}
        {reports.isError && <FormAlert>{t('errors.load')}</FormAlert>}
        {reports.data?.items.length === 0 && <p>{t('repairs.none')}</p>}
        <ul className="rows">
          {reports.data?.items.map((report) => (
            <li key={report.number} className="row">
              <div className="row__text">
                <h3 className="row__title">
                  <Link to={`/repairs?number=${report.number}`}>{report.number}</Link>{' '}
                  <span className={`badge badge--${report.status}`}>
                    {t(`repairs.statuses.${report.status}`)}
                  </span>
                </h3>
                <p className="row__meta">
                  {categoryName(report.category, i18n.language)}
                  {report.placeName && ` · ${report.placeName}`} · {report.createdAt}
                  {report.submissions > 1 &&
                    ` · ${t('repairs.reportedBy', { count: report.submissions })}`}
                </p>
                <p className="clamp">{report.description}</p>
              </div>
            </li>
          ))}
        </ul>
        {reports.data && (
          <Pager
            label={t('repairs.pages')}
            page={filter.page}
            total={reports.data.total}
            pageSize={REPAIRS_PAGE_SIZE}
            onPage={(page) => change({ page })}
          />
        )}
      </section>
    </>
  );
}
