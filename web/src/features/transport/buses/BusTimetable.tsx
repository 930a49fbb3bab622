import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { StatusMessage } from '@/components/StatusMessage';
import { useBusTimetable } from './api/get-bus-timetable';
import { directionKey } from './BusArrivalList';

/**
 * A route's trips today at the chosen stop, by direction, as TDX's timetable gives them
 * (docs/live-data.md, Buses); nothing while there is no key, as the stop says already.
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
          <p className="bus-timetable__note">{t('buses.timetable.note')}</p>
          {directions.map((direction) => {
            const key = directionKey(direction.direction);
            return (
              <div key={`${direction.direction}-${direction.headsign ?? ''}`}>
                <h3 className="bus-timetable__direction">
                  {[key ? t(key) : undefined, direction.headsign].filter(Boolean).join(' · ') ||
                    name}
                </h3>
                <ul className="bus-timetable__times">
                  {direction.times.map((time) => (
                    <li key={time}>{time}</li>
                  ))}
                </ul>
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}
