import { useEffect, useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useLocation, useSearchParams } from '@/lib/router';
import { useContentLang } from '@/lib/use-content-lang';
import { BUS_STOP_UID } from '@ecg/domain/rules/bus-arrivals';
import { BUS_ROUTE_UID } from '@ecg/domain/rules/bus-timetable';
import type { ContentLang } from '@ecg/domain/rules/language';
import { Link } from '@/components/Link';
import { MapLink } from '@/components/map-link';
import { useBusArrivals } from './api/get-bus-arrivals';
import { BusAlertList } from './BusAlertList';
import { BusArrivalList } from './BusArrivalList';
import { BusPositions } from './BusPositions';
import { BusTimetable } from './BusTimetable';
import { rememberStop } from './chosen-stop';
import { LiveBusPart } from './LiveBusPart';
import { NearbyStops } from './NearbyStops';
import './buses.css';

/** One stop's next buses, asked again every half minute while shown. */
function StopArrivals({
  lang,
  stop,
  name,
  route,
}: {
  lang: ContentLang;
  stop: string;
  name?: string | undefined;
  route?: string | undefined;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const answer = useBusArrivals(lang, stop);
  const stopName = answer.data?.data.stopName ?? name;
  const routeName = answer.data?.data.arrivals.find((arrival) => arrival.routeUid === route)?.route;
  // The Transport page's card tells the last bus back from the stop last looked at.
  useEffect(
    () => rememberStop({ stop, ...(stopName ? { name: stopName } : {}) }),
    [stop, stopName],
  );
  return (
    <section className="buses__stop" aria-labelledby={titleId}>
      <h2 id={titleId} className="buses__stop-title">
        {stopName ? t('buses.stopTitle', { stop: stopName }) : t('buses.stopTitleUnnamed')}
      </h2>
      <LiveBusPart answer={answer} words="buses">
        {({ data }) => (
          <BusArrivalList
            arrivals={data.arrivals}
            timetableOf={(arrival) =>
              `?${new URLSearchParams({ stop, route: arrival.routeUid, ...(stopName ? { name: stopName } : {}) }).toString()}`
            }
          />
        )}
      </LiveBusPart>
      {route ? (
        <>
          <BusTimetable lang={lang} route={route} routeName={routeName} stop={stop} />
          <BusPositions lang={lang} route={route} routeName={routeName} />
        </>
      ) : null}
    </section>
  );
}

/**
 * The buses' screen of the Transport page (/{lang}/search/airplane/buses): a stop's next buses,
 * the stop chosen in the query (`stop`, a TDX StopUID; `name`, its name as the map showed it;
 * `route`, a route whose trips today and buses now to show), so a link from the map's bus-stop
 * popup or a shared address opens the same stop; without a stop, the stops near the visitor.
 */
export default function BusesScreen() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const asked = params.get('stop') ?? '';
  const stop = BUS_STOP_UID.test(asked) ? asked : undefined;
  const name = params.get('name')?.trim() || undefined;
  const askedRoute = params.get('route') ?? '';
  const route = BUS_ROUTE_UID.test(askedRoute) ? askedRoute : undefined;
  usePageMeta(lang, t('buses.title'), { description: t('buses.intro') });
  return (
    <div className="transport buses">
      <h1 className="page-title">{t('buses.title')}</h1>
      <p className="transport__intro">{t('buses.intro')}</p>
      {stop ? (
        <>
          <StopArrivals lang={lang} stop={stop} name={name} route={route} />
          <p className="buses__back">
            <Link to={{ pathname, search: '' }}>{t('buses.nearby.back')}</Link>
          </p>
        </>
      ) : (
        <>
          <NearbyStops lang={lang} />
          <p className="buses__choose">{t('buses.chooseStop')}</p>
        </>
      )}
      <BusAlertList lang={lang} />
      <p className="buses__map">
        <MapLink view={{ layer: 'bus-stop' }}>{t('buses.onMap')}</MapLink>
      </p>
    </div>
  );
}
