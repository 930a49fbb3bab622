import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { useBusPositions } from '@/lib/api/bus-positions';
import { LiveSource } from '@/components/LiveSource';
import { MapLink } from '@/components/map-link';
import { StatusMessage } from '@/components/StatusMessage';
import { directionKey } from './BusArrivalList';
import { BusesNotConnected } from './BusesNotConnected';

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
  const positions = answer.data?.data;
  const name = positions?.routeName ?? routeName ?? route;
  return (
    <section className="bus-positions" aria-labelledby={titleId}>
      <h2 id={titleId} className="buses__stop-title">
        {t('buses.positions.title', { route: name })}
      </h2>
      {answer.data === undefined || positions === undefined ? (
        <StatusMessage
          status={answer.isError ? 'failed' : 'loading'}
          onRetry={() => void answer.refetch()}
          part
        />
      ) : answer.data.meta.source === 'unconfigured' ? (
        <BusesNotConnected words="buses.positions.notConnected" />
      ) : (
        <>
          <LiveSource
            meta={answer.data.meta}
            sampleNote="buses.positions.sourceNote"
            sourceNote="buses.positions.sourceNote"
            kept={answer.isError}
          />
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
    </section>
  );
}
