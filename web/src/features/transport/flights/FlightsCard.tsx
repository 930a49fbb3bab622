import type { AirportDay } from '@ecg/domain/contracts';
import { useTranslation } from '@/lib/i18n';
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

/** Of the airports' last flights back, the latest: the visitor's last chance off the coast. */
const latestBack = (airports: readonly AirportDay[]) =>
  airports
    .flatMap((day) => (day.lastBack ? [day.lastBack] : []))
    .reduce<AirportDay['lastBack']>(
      (latest, flight) =>
        latest === undefined || flight.scheduled > latest.scheduled ? flight : latest,
      undefined,
    );

/**
 * Flights on the Transport page (docs/transport.md): a light from the east airports' own
 * boards (cancelled or delayed flights today), what is cancelled or delayed where, and the last
 * flight back today. Without a key, what it would show and the airports' phones.
 */
export function FlightsCard() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const airportName = useAirportName();
  const today = useFlightsToday(lang);
  const answer = today.data;
  const unconfigured = answer?.meta.source === 'unconfigured';
  const airports = unconfigured ? undefined : answer?.data.airports;
  const light = flightsLight(airports);
  const troubled = (airports ?? []).filter((day) => day.cancelled > 0 || day.delayed > 0);
  const last = airports ? latestBack(airports) : undefined;
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
      {...(last ? { lastBack: <LastBackLine flight={last} /> } : {})}
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
