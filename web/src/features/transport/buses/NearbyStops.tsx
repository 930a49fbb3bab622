import { useId } from 'react';
import { distanceLabel, useTranslation } from '@/lib/i18n';
import type { BusStopItem } from '@ecg/domain/contracts';
import { busStopUidOfFacility } from '@ecg/domain/rules/bus-arrivals';
import type { ContentLang } from '@ecg/domain/rules/language';
import { useFacilities } from '@/lib/api/facilities';
import { useFollowedPosition } from '@/lib/location/location-context';
import type { LocationState } from '@/lib/location/use-location';
import { Link } from '@/components/Link';
import { PositionAge } from '@/components/PositionAge';
import { LocationPrompt } from '@/components/LocationPrompt';
import { StatusMessage } from '@/components/StatusMessage';
import '../note-box.css';

/** The nearest few: more is the map's to show. */
const STOPS_SHOWN = 10;

/** The stop's next buses, by the query the map's popup links with (BusesScreen). */
const stopQuery = (stop: string, name: string) =>
  `?${new URLSearchParams({ stop, name }).toString()}`;

function StopRow({ item }: { item: BusStopItem }) {
  const { t } = useTranslation();
  const stop = busStopUidOfFacility(item.id);
  return (
    <li className="bus-stop-row">
      <span className="bus-stop-row__name">
        {stop ? <Link to={stopQuery(stop, item.stop_name)}>{item.stop_name}</Link> : item.stop_name}
      </span>
      <span className="bus-stop-row__distance">{distanceLabel(t, item.distance / 1000)}</span>
      {item.routes.length > 0 ? (
        <span className="bus-stop-row__routes">
          {t('map.routes', { routes: item.routes.join(t('search.listSeparator')) })}
        </span>
      ) : null}
    </li>
  );
}

/** The stops within the bus stops' radius of the visitor (requirements §5), nearest first. */
function StopsAround({ lang, location }: { lang: ContentLang; location: LocationState }) {
  const { t } = useTranslation();
  // The same call and key as the map's bus-stop layer: the kind's own radius (requirements §5).
  const answer = useFacilities('bus-stop', lang, location.position);
  if (answer.data === undefined) {
    return (
      <StatusMessage
        status={answer.isError ? 'failed' : 'loading'}
        onRetry={() => void answer.refetch()}
        part
      />
    );
  }
  const { data: stops, meta } = answer.data;
  if (meta.held === 0) return <p>{t('buses.nearby.noData')}</p>;
  if (stops.length === 0) {
    // requirements §8: no information nearby, for the bus stop.
    return <p>{t('nearby.none', { facility: t('nearby.facility.bus-stop') })}</p>;
  }
  return (
    <>
      <p className="bus-stops__origin">{t('nearby.fromYou')}</p>
      <PositionAge fixedAt={location.fixedAt} className="bus-stops__origin" />
      <ul className="bus-stops">
        {stops.slice(0, STOPS_SHOWN).map((item) => (
          <StopRow key={item.id} item={item} />
        ))}
      </ul>
      <p className="bus-stops__sources">
        {t('map.sources', {
          sources: [...new Set(meta.sources.map((source) => source.attribution))].join(' · '),
        })}
      </p>
    </>
  );
}

/**
 * The bus stops near the visitor, when no stop is chosen (requirements §2 Transport, nearby bus
 * stops): from the position the app asked for at the start, never asked again here; while the
 * browser asks, a wait; refused or unavailable, the location hint's words (the screen's own link
 * to the map follows, where a stop can be chosen by hand). The position is followed while the
 * list is shown.
 */
export function NearbyStops({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const titleId = useId();
  const location = useFollowedPosition();
  return (
    <section className="buses__nearby" aria-labelledby={titleId}>
      <h2 id={titleId} className="buses__stop-title">
        {t('buses.nearby.title')}
      </h2>
      {location.status === 'asking' ? (
        <LocationPrompt />
      ) : location.status === 'allowed' ? (
        <StopsAround lang={lang} location={location} />
      ) : (
        <div className="transport-note" role="note">
          <p>{t('location.someFunctions')}</p>
          <p>
            {t(
              location.status === 'denied' ? 'location.previouslyRejected' : 'location.serviceOff',
            )}
          </p>
        </div>
      )}
    </section>
  );
}
