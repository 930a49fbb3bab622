import { useId } from 'react';
import { useTranslation, type TFunction } from '@/lib/i18n';
import type { BusHeadway } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { StatusMessage } from '@/components/StatusMessage';
import { useBusTimetable } from './api/get-bus-timetable';
import { directionKey } from './BusArrivalList';

/** "Every 15–20 min, 06:00–22:00": a period run by headway, one interval said once. */
function headwayText(headway: BusHeadway, t: TFunction): string {
  const { from, to, minMinutes: min, maxMinutes: max } = headway;
  return min === max
    ? t('buses.timetable.headwayOne', { min, from, to })
    : t('buses.timetable.headway', { min, max, from, to });
}

/**
 * A route's service today at the chosen stop, by direction, as TDX's timetable gives it
 * (docs/live-data.md, Buses): the trips' times, and the periods run by headway; nothing while
 * there is no key, as the stop says already.
 */
export function BusTimetable({
  lang,
  route,
  routeName,
  stop,
}: {
  lang: ContentLang;
  route: string;
  routeName?: string | undefined;
  stop: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const answer = useBusTimetable(lang, route, stop);
  if (answer.data?.meta.source === 'unconfigured') return null;
  const name = answer.data?.data.routeName ?? routeName ?? route;
  const directions = answer.data?.data.directions ?? [];
  return (
    <section className="bus-timetable" aria-labelledby={titleId}>
      <h2 id={titleId} className="buses__stop-title">
        {t('buses.timetable.title', { route: name })}
      </h2>
      {answer.data === undefined ? (
        <StatusMessage
          status={answer.isError ? 'failed' : 'loading'}
          onRetry={() => void answer.refetch()}
          part
        />
      ) : directions.length === 0 ? (
        <p>{t('buses.timetable.none')}</p>
      ) : (
        <>
          {directions.some((direction) => direction.times.length > 0) ? (
            <p className="bus-timetable__note">{t('buses.timetable.note')}</p>
          ) : null}
          {directions.map((direction) => {
            const key = directionKey(direction.direction);
            return (
              <div key={`${direction.direction}-${direction.headsign ?? ''}`}>
                <h3 className="bus-timetable__direction">
                  {[key ? t(key) : undefined, direction.headsign].filter(Boolean).join(' · ') ||
                    name}
                </h3>
                {direction.times.length > 0 ? (
                  <ul className="bus-timetable__times">
                    {direction.times.map((time) => (
                      <li key={time}>{time}</li>
                    ))}
                  </ul>
                ) : null}
                {direction.headways.length > 0 ? (
                  <ul className="bus-timetable__headways">
                    {direction.headways.map((headway) => (
                      <li key={`${headway.from}-${headway.to}`}>{headwayText(headway, t)}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            );
          })}
          {directions.some((direction) => direction.headways.length > 0) ? (
            <p className="bus-timetable__note">{t('buses.timetable.headwayNote')}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
