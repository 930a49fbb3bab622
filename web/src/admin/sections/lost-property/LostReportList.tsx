import { LOST_ITEM_CATEGORIES, LOST_REPORT_STATES } from '@ecg/domain/rules/lost-property';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { SelectField } from '@/admin/components/fields';
import { useLocalFilter } from '@/admin/components/list-filter';
import { PagedList, RowTitle } from '@/admin/components/PagedList';
import { MatchForm } from './MatchForm';
import { LOST_PROPERTY_PAGE_SIZE, lostReportsQuery } from './lost-property-query';

/** The lost items' reports, newest first, open ones unless asked otherwise, each with its contact. */
export function LostReportList({ onChanged }: { onChanged: (message: string) => void }) {
  const { t } = useTranslation();
  const { filter, change } = useLocalFilter({ state: 'open', category: '' });
  const reports = useQuery(lostReportsQuery(filter));
  return (
    <section className="panel" aria-labelledby="lost-heading">
      <h2 id="lost-heading">{t('lostProperty.lostHeading')}</h2>
      <div className="filters__fields">
        <SelectField
          label={t('lostProperty.show')}
          value={filter.state}
          onChange={(state) => change({ state })}
          options={[
            ...LOST_REPORT_STATES.map((one) => ({
              value: one,
              label: t(`lostProperty.reportStates.${one}`),
            })),
            { value: '', label: t('lostProperty.allReports') },
          ]}
        />
        <SelectField
          label={t('lostProperty.category')}
          value={filter.category}
          onChange={(category) => change({ category })}
          options={[
            { value: '', label: t('lostProperty.allCategories') },
            ...LOST_ITEM_CATEGORIES.map((one) => ({
              value: one,
              label: t(`lostProperty.categories.${one}`),
            })),
          ]}
        />
      </div>
      <PagedList
        list={reports}
        none={t('lostProperty.noReports')}
        pagesLabel={t('lostProperty.pages')}
        page={filter.page}
        pageSize={LOST_PROPERTY_PAGE_SIZE}
        onPage={(page) => change({ page })}
        row={(report) => (
          <>
            <div className="row__text">
              <RowTitle
                status={report.state}
                statusName={t(`lostProperty.reportStates.${report.state}`)}
              >
                {report.number}
              </RowTitle>
              <p className="row__meta">
                {t(`lostProperty.categories.${report.category}`)} · {report.placeLost} ·{' '}
                {t('lostProperty.lostOn', { day: report.lostOn })}
              </p>
              <p className="pre-line">{report.description}</p>
              <p className="row__meta">
                {[report.contact.name, report.contact.email, report.contact.phone]
                  .filter(Boolean)
                  .join(' · ') || t('lostProperty.contactGone')}
                {report.matchedItem &&
                  ` · ${t('lostProperty.matchedTo', { number: report.matchedItem })}`}
              </p>
            </div>
            {report.state === 'open' && <MatchForm report={report.number} onMatched={onChanged} />}
          </>
        )}
      />
    </section>
  );
}
