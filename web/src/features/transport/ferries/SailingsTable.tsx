import { useTranslation } from '@/lib/i18n';
import type { FerrySailing } from '@ecg/domain/contracts';
import { TableScroll } from './TableScroll';
import { portName } from './port-names';

/** Today's sailings of a crossing: departure, arrival, ports, vessel and whether it sails. */
export function SailingsTable({ sailings, date }: { sailings: FerrySailing[]; date: string }) {
  const { t } = useTranslation();
  if (sailings.length === 0) return <p className="ferries__none">{t('ferries.today.none')}</p>;
  return (
    <TableScroll label={t('ferries.today.caption', { date })}>
      <table className="ferries__table">
        <caption className="visually-hidden">{t('ferries.today.caption', { date })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ferries.columns.departs')}</th>
            <th scope="col">{t('ferries.columns.arrives')}</th>
            <th scope="col">{t('ferries.columns.leg')}</th>
            <th scope="col">{t('ferries.columns.vessel')}</th>
            <th scope="col">{t('ferries.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {sailings.map((sailing) => (
            <tr
              key={`${sailing.routeId}-${sailing.tripId}-${sailing.departsAt}`}
              className={`ferries__sailing ferries__sailing--${sailing.status}`}
            >
              <th scope="row">
                <time>{sailing.departsAt}</time>
              </th>
              <td>{sailing.arrivesAt ? <time>{sailing.arrivesAt}</time> : '–'}</td>
              <td lang="zh-Hant-TW">
                {t('ferries.leg', {
                  from: portName(t, sailing.fromPortId, sailing.fromPort),
                  to: portName(t, sailing.toPortId, sailing.toPort),
                })}
              </td>
              <td>
                {sailing.vessel ? (
                  <span lang="zh-Hant-TW">{sailing.vessel}</span>
                ) : (
                  t('ferries.noVessel')
                )}
              </td>
              <td>
                <span className={`ferries__status ferries__status--${sailing.status}`}>
                  {t(`ferries.status.${sailing.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
