import { useTranslation } from '@/lib/i18n';
import type { TrainsAnswer, TrainStation } from '@ecg/domain/contracts';
import { LiveSource } from '@/components/LiveSource';
import { NoKeyNote } from './NoKeyNote';
import { TrainAlerts } from './TrainAlerts';
import { TrainRow } from './TrainRow';

/**
 * The answer: without a key, what would be here and where to look; else the source and time
 * (stale, or kept from before when asking again failed), TRA's alerts, and the trains.
 */
export function TrainResults({
  answer,
  kept,
  from,
  to,
}: {
  answer: TrainsAnswer;
  kept: boolean;
  from: TrainStation | undefined;
  to: TrainStation | undefined;
}) {
  const { t } = useTranslation();
  const { data } = answer;
  if (answer.meta.source === 'unconfigured') return <NoKeyNote from={from} to={to} />;
  const label = t('trains.listLabel', {
    from: from?.name ?? data.from,
    to: to?.name ?? data.to,
    date: data.date,
  });
  return (
    <>
      <LiveSource
        meta={answer.meta}
        kept={kept}
        sampleNote="trains.sourceNote"
        sourceNote="trains.sourceNote"
      />
      {data.boardsAt ? (
        <p className="trains__boards">
          {t('trains.boardsNote', { time: data.boardsAt.slice(11, 16) })}
        </p>
      ) : null}
      <TrainAlerts alerts={data.alerts ?? []} />
      <h2 className="trains__list-title">{label}</h2>
      {data.trains.length === 0 ? (
        <p className="status status--empty" role="status">
          {t('trains.empty')}
        </p>
      ) : (
        <>
          <p className="trains__count">{t('trains.count', { count: data.trains.length })}</p>
          <ol className="train-list" aria-label={label}>
            {data.trains.map((train) => (
              <TrainRow key={`${train.no}-${train.departs}`} train={train} />
            ))}
          </ol>
        </>
      )}
    </>
  );
}
