import type { BoardFlight } from '@ecg/domain/contracts';
import { parseTaipei, formatTaipei } from '@ecg/domain/rules/datetime';
import { checkInWindow } from '@ecg/domain/rules/flights';
import { isGone, type FlightBoardStatus } from '@ecg/domain/rules/flights-status';
import { useTranslation } from '@/lib/i18n';

/** `HH:mm` of a board time. */
export const clockOf = (minute: string) => minute.slice(11, 16);

/** The colour family of a state: said in words always, the colour only adds to them. */
const TONES: Record<FlightBoardStatus, 'ok' | 'warn' | 'bad' | 'neutral'> = {
  'on-time': 'ok',
  boarding: 'ok',
  'security-check': 'ok',
  'check-in': 'ok',
  departing: 'ok',
  departed: 'neutral',
  arrived: 'neutral',
  delayed: 'warn',
  cancelled: 'bad',
  other: 'neutral',
};

/** The airline's name in the reader's language, its code where the app knows no name. */
export function useAirlineName() {
  const { t } = useTranslation();
  return (code: string) => t(`flights.airlines.${code}`, { defaultValue: code });
}

/** The airport's name in the reader's language, its code where the app knows no name. */
export function useAirportName() {
  const { t } = useTranslation();
  return (code: string) => t(`flights.airports.${code}`, { defaultValue: code });
}

/** A flight's state as a labelled pill: the app's words, or the airport's own for another. */
export function FlightStatus({ flight }: { flight: BoardFlight }) {
  const { t } = useTranslation();
  const words =
    flight.status === 'other'
      ? flight.remark || flight.remarkEn || t('flights.status.other')
      : t(`flights.status.${flight.status}`);
  return <span className={`flight-status flight-status--${TONES[flight.status]}`}>{words}</span>;
}

/** Check-in's hours for a departure still to leave (requirements §9: 1 h to 30 min before). */
function CheckIn({ flight }: { flight: BoardFlight }) {
  const { t } = useTranslation();
  const departs = parseTaipei(flight.scheduled);
  if (!Number.isFinite(departs) || isGone(flight.status)) return null;
  const { opens, closes } = checkInWindow(departs);
  return (
    <p className="flight-row__line flight-row__line--soft">
      {t('flights.checkIn', {
        opens: formatTaipei(opens).slice(11, 16),
        closes: formatTaipei(closes).slice(11, 16),
      })}
    </p>
  );
}

/**
 * One flight of a board, readable on a 390 px phone: its time and state first, then where it
 * goes (or comes from), its number and airline, and the gate, counter or belt the airport gives.
 */
export function FlightRow({ flight, airport }: { flight: BoardFlight; airport: string }) {
  const { t } = useTranslation();
  const airline = useAirlineName();
  const airportName = useAirportName();
  const leaving = flight.from === airport;
  const changed = flight.estimated && flight.estimated !== flight.scheduled;
  const details = [
    flight.terminal ? t('flights.terminal', { terminal: flight.terminal }) : undefined,
    flight.gate ? t('flights.gate', { gate: flight.gate }) : undefined,
    flight.checkCounter ? t('flights.counter', { counter: flight.checkCounter }) : undefined,
    flight.baggageClaim ? t('flights.belt', { belt: flight.baggageClaim }) : undefined,
  ].filter((detail) => detail !== undefined);
  return (
    <li className="flight-row">
      <p className="flight-row__head">
        <span className="flight-row__time">
          <time dateTime={flight.scheduled.replace(' ', 'T')}>{clockOf(flight.scheduled)}</time>
        </span>
        <span className="flight-row__where">
          {leaving
            ? t('flights.to', { airport: airportName(flight.to) })
            : t('flights.from', { airport: airportName(flight.from) })}
        </span>
        <FlightStatus flight={flight} />
      </p>
      <p className="flight-row__line">
        <span className="flight-row__number">{flight.flight}</span> {airline(flight.airline)}
      </p>
      {changed || flight.actual ? (
        <p className="flight-row__line">
          {flight.actual
            ? t(leaving ? 'flights.leftAt' : 'flights.landedAt', { time: clockOf(flight.actual) })
            : t('flights.expected', { time: clockOf(flight.estimated ?? '') })}
        </p>
      ) : null}
      {details.length > 0 ? <p className="flight-row__line">{details.join(' · ')}</p> : null}
      {leaving ? <CheckIn flight={flight} /> : null}
    </li>
  );
}
