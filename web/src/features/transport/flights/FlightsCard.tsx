import type { AirportDay, FlightsToday } from '@ecg/domain/contracts';
import { nearestAirport } from '@ecg/domain/rules/flights-board';
import { useTranslation } from '@/lib/i18n';
import { useLocationState } from '@/lib/location/location-context';
import { useContentLang } from '@/lib/use-content-lang';
import { ModeCard } from '../mode-card/ModeCard';
import { AirportPhones } from './AirportPhones';
import { LastBackLine } from './FlightBoardPanel';
import { useAirportName } from './FlightRow';
import { flightsLight } from './flights-light';
import { useFlightsToday } from './flights-queries';
import { transportModePath } from '@ecg/domain/routes';

/** A plane seen from above, on the 24-unit grid like the app's glyphs. */
export const FLIGHTS_ICON =
  'M12 2c1 0 1.5 1 1.5 2.5V9l7 4v2l-7-2v4.5l2 1.5v1.5L12 20l-3.5.5V19l2-1.5V13l-7 2v-2l7-4V4.5C10.5 3 11 2 12 2z';

/**
 * The last flights back the card tells: from the visitor's own airport when their position is
 * known (rules/flights-board.ts nearestAirport: on an island its own, else Taitung's or
 * Hualien's), none left there being said too; else each east airport's, in the board's order.
 */
function lastBacksOf(
  today: FlightsToday,
  home: string | undefined,
): { flights: NonNullable<AirportDay['lastBack']>[]; noneFromHome: boolean } {
  const days = home ? today.airports.filter((day) => day.airport === home) : today.airports;
  const flights = days.flatMap((day) => (day.lastBack ? [day.lastBack] : []));
  return { flights, noneFromHome: home !== undefined && days.length > 0 && flights.length === 0 };
}

/**
 * Flights on the Transport page (docs/transport.md): a light from the east airports' own
 * boards (cancelled or delayed flights today), what is cancelled or delayed where, and the last
 * flight back today. Without a key, what it would show and the airports' phones.
 */
export function FlightsCard() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const airportName = useAirportName();
  const visitor = useLocationState();
  const today = useFlightsToday(lang);
  const answer = today.data;
  const unconfigured = answer?.meta.source === 'unconfigured';
  const airports = unconfigured ? undefined : answer?.data.airports;
  const light = flightsLight(airports);
  const troubled = (airports ?? []).filter((day) => day.cancelled > 0 || day.delayed > 0);
  const home =
    answer && visitor.status === 'allowed' && !visitor.outsideArea
      ? nearestAirport(visitor.position, answer.data.contacts)
      : undefined;
  const backs = answer && !unconfigured ? lastBacksOf(answer.data, home) : undefined;
  const lastBack =
    backs && backs.flights.length > 0
      ? backs.flights.map((flight) => (
          <span key={flight.flight} className="mode-card__line">
            <LastBackLine flight={flight} />
          </span>
        ))
      : backs?.noneFromHome
        ? t('flights.lastBackNone')
        : undefined;
  return (
    <ModeCard
      title={t('flights.title')}
      icon={FLIGHTS_ICON}
      to={transportModePath(lang, 'flights')}
      light={light}
      {...(answer ? { meta: answer.meta } : {})}
      kept={today.isError && answer !== undefined}
      sourceNote="flights.sourceNote"
      sampleNote="flights.sourceNote"
      {...(lastBack ? { lastBack } : {})}
    >
      {answer === undefined ? null : unconfigured ? (
        <>
          <p>{t('flights.noKey.card')}</p>
          <AirportPhones contacts={answer.data.contacts} />
        </>
      ) : troubled.length > 0 ? (
        troubled.map((day) => (
          <p key={day.airport}>
            {t('flights.card.troubled', {
              airport: airportName(day.airport),
              cancelled: day.cancelled,
              delayed: day.delayed,
            })}
          </p>
        ))
      ) : light === 'running' ? (
        <p>{t('flights.card.running')}</p>
      ) : null}
    </ModeCard>
  );
}
