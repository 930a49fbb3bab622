import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { FormAlert } from '@/admin/components/fields';
import { RepairPhoto } from './RepairPhoto';
import { RepairStatusForm } from './RepairStatusForm';
import { categoryName, repairReportQuery } from './repairs-query';

/** One report whole: where and what, each visitor's words, contact and photos, every change. */
export function RepairReport({
  number,
  onChanged,
}: {
  number: string;
  onChanged: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const report = useQuery(repairReportQuery(number));
  if (report.isPending) return <p role="status">{t('app.loading')}</p>;
  if (report.isError) return <FormAlert>{t('errors.load')}</FormAlert>;
  const { data } = report;
  const position =
    data.lat !== null && data.lng !== null
      ? `${data.lat.toFixed(5)}, ${data.lng.toFixed(5)}`
      : null;

  return (
    <>
      <section className="panel" aria-labelledby="report-heading">
        <h2 id="report-heading">
          {t('repairs.reportHeading', { number: data.number })}{' '}
          <span className={`badge badge--${data.status}`}>
            {t(`repairs.statuses.${data.status}`)}
          </span>
        </h2>
        <dl className="facts">
          <dt>{t('repairs.category')}</dt>
          <dd>{categoryName(data.category, i18n.language)}</dd>
          <dt>{t('repairs.place')}</dt>
          <dd>{[data.placeName, position].filter(Boolean).join(' · ') || t('repairs.noPlace')}</dd>
          <dt>{t('repairs.reported')}</dt>
          <dd>{data.createdAt}</dd>
          {data.closedAt && (
            <>
              <dt>{t('repairs.closedAt')}</dt>
              <dd>{data.closedAt}</dd>
            </>
          )}
        </dl>
      </section>

      <section className="panel" aria-labelledby="reports-heading">
        <h2 id="reports-heading">{t('repairs.visitorsReports', { count: data.reports.length })}</h2>
        <ul className="rows">
          {data.reports.map((one) => (
            <li key={one.number} className="row">
              <div className="row__text">
                <h3 className="row__title">{one.number}</h3>
                <p className="row__meta">
                  {one.createdAt} ·{' '}
                  {t('repairs.writtenIn', {
                    lang: t(`visitorLangs.${one.lang}`, { defaultValue: one.lang }),
                  })}
                  {one.placeName && ` · ${one.placeName}`}
                </p>
                <p className="pre-line">{one.description}</p>
                <p className="row__meta">
                  {t('repairs.contact')}:{' '}
                  {[one.contact.name, one.contact.email, one.contact.phone]
                    .filter(Boolean)
                    .join(' · ') || t('repairs.noContact')}
                </p>
                {one.photoIds.length > 0 && (
                  <ul className="photos">
                    {one.photoIds.map((id, index) => (
                      <li key={id}>
                        <RepairPhoto
                          number={data.number}
                          id={id}
                          label={t('repairs.photo', { number: one.number, index: index + 1 })}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="panel" aria-labelledby="changes-heading">
        <h2 id="changes-heading">{t('repairs.changesHeading')}</h2>
        <ol className="timeline">
          {data.changes.map((change, index) => (
            <li key={index}>
              <strong>{t(`repairs.statuses.${change.status}`)}</strong> · {change.at}
              {change.by && ` · ${change.by}`}
              {change.note && <p className="pre-line timeline__note">{change.note}</p>}
            </li>
          ))}
        </ol>
      </section>

      {/* A new form for each status: the choices are those allowed from it. */}
      <RepairStatusForm
        key={data.status}
        number={data.number}
        status={data.status}
        onChanged={onChanged}
      />
    </>
  );
}
