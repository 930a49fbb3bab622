import { MonthSelect } from '../MonthSelect';
import { useTranslation } from '@/lib/i18n';
import type { Ferries, FerryTimetableTrip } from '@ecg/domain/contracts';
import { WEEKDAYS } from '@ecg/domain/rules/ferries';
import type { ContentLang } from '@ecg/domain/rules/language';
import { StatusMessage } from '@/components/StatusMessage';
import { inPair, type FerryPair } from './ferry-routes';
import { useFerries } from './get-ferries';
import { TableScroll } from './TableScroll';
import { portName } from './port-names';

/** The month's name in the reader's language (July, 7月), from the platform's calendar. */
export const monthName = (month: number, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  );

function TripDays({ trip }: { trip: FerryTimetableTrip }) {
  const { t } = useTranslation();
  const days =
    trip.days.length === WEEKDAYS.length
      ? t('ferries.month.everyDay')
      : trip.days.map((day) => t(`ferries.days.${day}`)).join(' ');
  return (
    <>
      {days}
      {trip.holidays ? (
        <span className="ferries__holidays">{t('ferries.month.holidays')}</span>
      ) : null}
    </>
  );
}

/** The month's trips of a crossing and its special days, as TDX's seasons and special timetables give them. */
function MonthTrips({ data, pair, name }: { data: Ferries; pair: FerryPair; name: string }) {
  const { t } = useTranslation();
  const trips = data.timetable.filter((trip) => inPair(pair, trip.fromPortId, trip.toPortId));
  const routes = new Set(
    data.routes
      .filter((route) => inPair(pair, route.from.id, route.to.id))
      .map((route) => route.id),
  );
  const special = data.specialDays.filter((day) => routes.has(day.routeId));
  if (trips.length === 0 && special.length === 0) {
    return <p className="ferries__none">{t('ferries.month.none', { month: name })}</p>;
  }
  return (
    <>
      <TableScroll label={t('ferries.month.caption', { month: name, year: data.year })}>
        <table className="ferries__table">
          <caption className="visually-hidden">
            {t('ferries.month.caption', { month: name, year: data.year })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('ferries.columns.departs')}</th>
              <th scope="col">{t('ferries.columns.arrives')}</th>
              <th scope="col">{t('ferries.columns.leg')}</th>
              <th scope="col">{t('ferries.month.days')}</th>
              <th scope="col">{t('ferries.month.validTitle')}</th>
            </tr>
          </thead>
          <tbody>
            {trips.map((trip) => (
              <tr key={`${trip.routeId}-${trip.tripId}-${trip.departsAt}-${trip.validFrom ?? ''}`}>
                <th scope="row">{trip.departsAt}</th>
                <td>{trip.arrivesAt ?? '–'}</td>
                <td lang="zh-Hant-TW">
                  {t('ferries.leg', {
                    from: portName(t, trip.fromPortId, trip.fromPort),
                    to: portName(t, trip.toPortId, trip.toPort),
                  })}
                </td>
                <td>
                  <TripDays trip={trip} />
                </td>
                <td>
                  {trip.validFrom || trip.validTo
                    ? t('ferries.month.valid', {
                        from: trip.validFrom ?? '',
                        to: trip.validTo ?? '',
                      })
                    : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {special.length > 0 ? (
        <>
          <h4 className="ferries__subtitle">{t('ferries.special.title', { month: name })}</h4>
          <ul className="ferries__special">
            {special.map((day, index) => (
              <li key={`${day.routeId}-${day.departsAt ?? ''}-${index}`}>
                {t('ferries.special.line', {
                  time: day.departsAt ?? '',
                  from: day.fromPort,
                  to: day.toPort,
                  status: t(`ferries.status.${day.status}`),
                })}{' '}
                {[
                  ...day.dates,
                  ...(day.from
                    ? [t('ferries.special.period', { from: day.from, to: day.to ?? day.from })]
                    : []),
                ].join(', ')}
                {day.description ? <span lang="zh-Hant-TW"> · {day.description}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/**
 * The timetable of any month (requirements §9: schedules exist for months 1 to 12), so a visitor
 * planning for July sees July's: a month picked is asked of the server on its own.
 */
export function MonthTimetable({
  lang,
  pair,
  month,
  thisMonth,
  onMonth,
}: {
  lang: ContentLang;
  pair: FerryPair;
  month: number;
  thisMonth: number;
  onMonth: (month: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const answer = useFerries(lang, month === thisMonth ? undefined : month);
  const name = monthName(month, i18n.language);
  return (
    <>
      <MonthSelect
        className="ferries__picker"
        label={t('ferries.month.label')}
        month={month}
        onMonth={onMonth}
        nameOf={(value) => monthName(value, i18n.language)}
      />
      {answer.data === undefined ? (
        <StatusMessage
          status={answer.isError ? 'failed' : 'loading'}
          onRetry={() => void answer.refetch()}
          part
        />
      ) : (
        <MonthTrips data={answer.data.data} pair={pair} name={name} />
      )}
    </>
  );
}
