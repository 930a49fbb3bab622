import { LOST_ITEM_CATEGORIES, LOST_REPORT_STATES } from '@ecg/domain/rules/lost-property';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SelectField } from '../../components/fields';
import { Pager } from '../../components/Pager';
import { MatchForm } from './MatchForm';
import { LOST_PROPERTY_PAGE_SIZE, lostReportsQuery } from './lost-property-query';

/** The lost items' reports, newest first, open ones unless asked otherwise, each with its contact. */
export function LostReportList({ onChanged }: { onChanged: (message: string) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState('open');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const reports = useQuery(lostReportsQuery(state, category, page));
  return (
    <section className="panel" aria-labelledby="lost-heading">
      <h2 id="lost-heading">{t('lostProperty.lostHeading')}</h2>
      <div className="filters__fields">
        <SelectField
          label={t('lostProperty.show')}
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
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
          value={category}
          onChange={(value) => {
            setCategory(value);
            setPage(1);
          }}
          options={[
            { value: '', label: t('lostProperty.allCategories') },
            ...LOST_ITEM_CATEGORIES.map((one) => ({
              value: one,
              label: t(`lostProperty.categories.${one}`),
            })),
          ]}
        />
      </div>
      {reports.isPending && <p role="status">{t('app.loading')}</p>}
      {reports.isError && <FormAlert>{t('errors.load')}</FormAlert>}
      {reports.data?.items.length === 0 && <p>{t('lostProperty.noReports')}</p>}
      <ul className="rows">
        {reports.data?.items.map((report) => (
          <li key={report.number} className="row">
            <div className="row__text">
              <h3 className="row__title">
                {report.number}{' '}
                <span className={`badge badge--${report.state}`}>
                  {t(`lostProperty.reportStates.${report.state}`)}
                </span>
              </h3>
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
          </li>
        ))}
      </ul>
      {reports.data && (
        <Pager
          label={t('lostProperty.pages')}
          page={page}
          total={reports.data.total}
          pageSize={LOST_PROPERTY_PAGE_SIZE}
          onPage={setPage}
        />
      )}
    </section>
  );
}
