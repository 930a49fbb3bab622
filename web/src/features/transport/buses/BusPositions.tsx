import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { useBusPositions } from '@/lib/api/bus-positions';
import { MapLink } from '@/components/map-link';
import { directionKey } from './BusArrivalList';
import { LiveBusPart } from './LiveBusPart';

/**
 * Where the chosen route's buses are now (docs/transport.md, Buses): each bus by its plate,
 * direction and the time it reported, asked again every 30 s while shown, and the way to the
 * map of the route (the map panel's bus-route layer: its path, stops and buses).
 */
export function BusPositions({
  lang,
  route,
  routeName,
}: {
  lang: ContentLang;
  route: string;
  routeName?: string | undefined;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const answer = useBusPositions(lang, route, true);
  const name = answer.data?.data.routeName ?? routeName ?? route;
  return (
    <section className="bus-positions" aria-labelledby={titleId}>
      <h2 id={titleId} className="buses__stop-title">
        {t('buses.positions.title', { route: name })}
      </h2>
      <LiveBusPart answer={answer} words="buses.positions">
        {({ data: positions }) => (
          <>
            {positions.buses.length === 0 ? (
              <p className="bus-positions__none">{t('buses.positions.none')}</p>
            ) : (
              <ul className="bus-positions__list">
                {positions.buses.map((bus) => {
                  const direction = directionKey(bus.direction);
                  return (
                    <li key={bus.plate} className="bus-position">
                      <span className="bus-position__plate">{bus.plate}</span>
                      {direction ? <span>{t(direction)}</span> : null}
                      <span className="bus-position__at">
                        {t('buses.positions.reportedAt', { time: bus.at.slice(11, 16) })}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
            <p className="bus-positions__map">
              <MapLink view={{ layer: 'bus-route' }}>{t('buses.positions.onMap')}</MapLink>
            </p>
          </>
        )}
      </LiveBusPart>
    </section>
  );
}
