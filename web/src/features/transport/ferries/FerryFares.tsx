import { useTranslation } from '@/lib/i18n';
import type { FerryFare } from '@ecg/domain/contracts';
import { TableScroll } from './TableScroll';

const TICKET_TYPES = new Set([1, 2, 3, 4]);
const FARE_CLASSES = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]);

/** The crossing's fares as TDX lists them: the operator's name of each, its ticket and price. */
export function FerryFares({ fares }: { fares: FerryFare[] }) {
  const { t } = useTranslation();
  if (fares.length === 0) return <p className="ferries__none">{t('ferries.fares.none')}</p>;
  return (
    <TableScroll label={t('ferries.fares.title')}>
      <table className="ferries__table">
        <caption className="visually-hidden">{t('ferries.fares.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ferries.columns.leg')}</th>
            <th scope="col">{t('ferries.fares.name')}</th>
            <th scope="col">{t('ferries.fares.type')}</th>
            <th scope="col">{t('ferries.fares.class')}</th>
            <th scope="col">{t('ferries.fares.title')}</th>
          </tr>
        </thead>
        <tbody>
          {fares.map((fare, index) => (
            <tr key={`${fare.routeId}-${fare.fromPort}-${fare.name}-${index}`}>
              <td lang="zh-Hant-TW">
                {t('ferries.leg', { from: fare.fromPort, to: fare.toPort })}
              </td>
              <th scope="row" lang="zh-Hant-TW">
                {fare.name}
                {fare.cabin ? ` · ${fare.cabin}` : ''}
              </th>
              <td>
                {fare.ticketType !== undefined && TICKET_TYPES.has(fare.ticketType)
                  ? t(`ferries.ticketType.${fare.ticketType}`)
                  : '–'}
              </td>
              <td>
                {fare.fareClass !== undefined && FARE_CLASSES.has(fare.fareClass)
                  ? t(`ferries.fareClass.${fare.fareClass}`)
                  : '–'}
              </td>
              <td>{t('ferries.fares.price', { price: fare.price })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
