import { MonthSelect } from '../MonthSelect';
import type { ScheduledFlightEntry } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { useTranslation } from '@/lib/i18n';
import { LiveSource } from '@/components/LiveSource';
import { StatusMessage } from '@/components/StatusMessage';
import { FlightsNoKey } from './AirportPhones';
import { useAirlineName, useAirportName } from './FlightRow';
import { useFlightSchedule } from './flights-queries';

/** Monday first, as a week is read in Taiwan; the answer's flags are Sunday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

function ScheduleRow({ entry }: { entry: ScheduledFlightEntry }) {
  const { t } = useTranslation();
  const airline = useAirlineName();
  const airportName = useAirportName();
  const every = entry.days.every(Boolean);
  const days = every
    ? t('flights.schedule.daily')
    : WEEK.filter((day) => entry.days[day])
        .map((day) => t(`flights.weekdays.${day}`))
        .join(' ');
  return (
    <li className="flight-row">
      <p className="flight-row__head">
        <span className="flight-row__time">{entry.departs}</span>
        <span className="flight-row__where">
          {t('flights.route', { from: airportName(entry.from), to: airportName(entry.to) })}
        </span>
      </p>
      <p className="flight-row__line">
        <span className="flight-row__number">{entry.flight}</span> {airline(entry.airline)} ·{' '}
        {t('flights.schedule.arrives', { time: entry.arrives })}
      </p>
      <p className="flight-row__line flight-row__line--soft">
        {days} · {t('flights.schedule.valid', { from: entry.validFrom, to: entry.validTo })}
      </p>
    </li>
  );
}

/**
 * The timetable by month (requirements §9: schedules for months 1 to 12): the visitor picks a
 * month and sees its next coming's scheduled flights, as their validity and days decide.
 */
export function FlightSchedulePanel({
  lang,
  month,
  onMonth,
}: {
  lang: ContentLang;
  month: number;
  onMonth: (month: number) => void;
}) {
  const { t } = useTranslation();
  const schedule = useFlightSchedule(lang, month);
  const answer = schedule.data;
  return (
    <>
      <MonthSelect
        className="flights-picker"
        label={t('flights.schedule.month')}
        month={month}
        onMonth={onMonth}
        nameOf={(value) => t(`eventDates.month.${value}`)}
      />
      {answer === undefined ? (
        <StatusMessage
          status={schedule.isError ? 'failed' : 'loading'}
          onRetry={() => void schedule.refetch()}
          part
        />
      ) : answer.meta.source === 'unconfigured' ? (
        <FlightsNoKey what={t('flights.noKey.schedule')} contacts={answer.data.contacts} />
      ) : (
        <>
          <LiveSource
            meta={answer.meta}
            kept={schedule.isError}
            sourceNote="flights.schedule.sourceNote"
            sampleNote="flights.schedule.sourceNote"
          />
          <p className="flights-schedule__intro">
            {t('flights.schedule.intro', { month: answer.data.month })}
          </p>
          {answer.data.flights.length === 0 ? (
            <p className="status status--empty" role="status">
              {t('flights.schedule.empty')}
            </p>
          ) : (
            <ul className="flight-rows">
              {answer.data.flights.map((entry) => (
                <ScheduleRow key={`${entry.flight}-${entry.validFrom}`} entry={entry} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
