import { useTranslation, type TFunction } from '@/lib/i18n';
import type { BusArrival } from '@ecg/domain/contracts';
import { Link } from '@/components/Link';

/** When the bus comes, in words: minutes away, the next bus's time, or what TDX says instead. */
export function whenText(arrival: BusArrival, t: TFunction): string {
  switch (arrival.state) {
    case 'coming':
      return t('buses.state.coming', { minutes: arrival.minutes ?? 0 });
    case 'not-departed':
      // HH:mm of a Taipei time, as the stops' signs write it.
      return arrival.nextBusAt
        ? t('buses.state.nextAt', { time: arrival.nextBusAt.slice(11, 16) })
        : t('buses.state.not-departed');
    default:
      return t(`buses.state.${arrival.state}`);
  }
}

/** TDX's Direction: 0 outbound, 1 return, 2 loop; 255 (unknown) is not said. */
export const directionKey = (direction: number) =>
  direction === 0 || direction === 1 || direction === 2
    ? `buses.direction.${direction}`
    : undefined;

/**
 * A stop's next buses, nearest first, as the server ordered them; each route leads to its
 * service today (`timetableOf`), the Tourist Shuttle's lines too (docs/live-data.md, Buses).
 */
export function BusArrivalList({
  arrivals,
  timetableOf,
}: {
  arrivals: BusArrival[];
  timetableOf?: (arrival: BusArrival) => string;
}) {
  const { t } = useTranslation();
  if (arrivals.length === 0) return <p className="bus-arrivals__none">{t('buses.none')}</p>;
  return (
    <ul className="bus-arrivals">
      {arrivals.map((arrival) => {
        const direction = directionKey(arrival.direction);
        return (
          <li key={`${arrival.routeUid}-${arrival.direction}`} className="bus-arrival">
            <span className="bus-arrival__route">
              {timetableOf ? <Link to={timetableOf(arrival)}>{arrival.route}</Link> : arrival.route}
              {arrival.shuttle ? (
                <span className="bus-arrival__badge">{t('buses.shuttle')}</span>
              ) : null}
              {arrival.lastBus ? (
                <span className="bus-arrival__badge bus-arrival__badge--last">
                  {t('buses.lastBus')}
                </span>
              ) : null}
            </span>
            {direction ? <span className="bus-arrival__direction">{t(direction)}</span> : null}
            <span className={`bus-arrival__when bus-arrival__when--${arrival.state}`}>
              {whenText(arrival, t)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
