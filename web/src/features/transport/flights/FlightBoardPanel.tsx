import type { BoardFlight, FlightBoardInput } from '@ecg/domain/contracts';
import { isEastAirport } from '@ecg/domain/rules/flights-board';
import type { ContentLang } from '@ecg/domain/rules/language';
import { useTranslation } from '@/lib/i18n';
import { LiveSource } from '@/components/LiveSource';
import { StatusMessage } from '@/components/StatusMessage';
import { FlightsNoKey } from './AirportPhones';
import { clockOf, FlightRow, useAirportName } from './FlightRow';
import { useFlightBoard } from './flights-queries';

/** "17:10 B7 8710 to Taipei Songshan": the last flight back, said in a line. */
export function LastBackLine({ flight }: { flight: BoardFlight }) {
  const { t } = useTranslation();
  const airportName = useAirportName();
  return (
    <>
      {t('flights.lastBackFlight', {
        time: clockOf(flight.estimated ?? flight.scheduled),
        flight: flight.flight,
        from: airportName(flight.from),
        to: airportName(flight.to),
      })}
    </>
  );
}

/**
 * An airport's departures or arrivals today (docs/live-data.md, Flights): where the board came
 * from and when, the last flight back from an east airport, then the flights in time order.
 */
export function FlightBoardPanel({ lang, input }: { lang: ContentLang; input: FlightBoardInput }) {
  const { t } = useTranslation();
  const board = useFlightBoard(lang, input);
  const answer = board.data;
  if (answer === undefined) {
    return (
      <StatusMessage
        status={board.isError ? 'failed' : 'loading'}
        onRetry={() => void board.refetch()}
        part
      />
    );
  }
  const { data, meta } = answer;
  if (meta.source === 'unconfigured') {
    return (
      <FlightsNoKey what={t('flights.noKey.board')} contacts={data.contact ? [data.contact] : []} />
    );
  }
  const wayBack = input.direction === 'departures' && isEastAirport(input.airport);
  return (
    <>
      <LiveSource
        meta={meta}
        kept={board.isError}
        sourceNote="flights.sourceNote"
        sampleNote="flights.sourceNote"
      />
      {wayBack ? (
        <p className="flights-last-back">
          <span className="flights-last-back__label">{t('flights.lastBack')}</span>{' '}
          {data.lastBack ? <LastBackLine flight={data.lastBack} /> : t('flights.lastBackNone')}
        </p>
      ) : null}
      {data.flights.length === 0 ? (
        <p className="status status--empty" role="status">
          {t('flights.empty')}
        </p>
      ) : (
        <ul className="flight-rows">
          {data.flights.map((flight) => (
            <FlightRow
              key={`${flight.flight}-${flight.scheduled}`}
              flight={flight}
              airport={input.airport}
            />
          ))}
        </ul>
      )}
    </>
  );
}
