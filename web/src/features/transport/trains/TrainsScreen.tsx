import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useSearchParams } from '@/lib/router';
import { useContentLang } from '@/lib/use-content-lang';
import { StatusMessage } from '@/components/StatusMessage';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import {
  DEFAULT_TRAIN_PAIR,
  isRegionStation,
  isTrainDay,
  lastTrainDay,
} from '@ecg/domain/rules/trains';
import { useTrains, useTrainStations } from './api/get-trains';
import { StationPickers, type PickedTrip } from './components/StationPickers';
import { TrainResults } from './components/TrainResults';
import './trains.css';

const stationOr = (value: string | null, fallback: string) =>
  value !== null && isRegionStation(value) ? value : fallback;
/** A day the timetable may be asked for (today to 59 days on), else today. */
const dateOr = (value: string | null, today: string) =>
  value !== null && isTrainDay(value, today) ? value : today;

/**
 * The trains between two of the region's stations (`/{lang}/search/airplane/trains`,
 * docs/live-data.md, Trains): the stations and the day in the query string (`from`, `to`,
 * `date`), Taitung → Hualien today unless it says otherwise.
 */
export default function TrainsScreen() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const today = taipeiDate(now);
  const picked: PickedTrip = {
    from: stationOr(params.get('from'), DEFAULT_TRAIN_PAIR.from),
    to: stationOr(params.get('to'), DEFAULT_TRAIN_PAIR.to),
    date: dateOr(params.get('date'), today),
  };
  const same = picked.from === picked.to;
  const stations = useTrainStations(lang);
  const trains = useTrains(
    lang,
    { from: picked.from, to: picked.to, date: picked.date === today ? undefined : picked.date },
    !same,
  );
  usePageMeta(lang, t('trains.title'), { description: t('trains.intro') });
  const byId = (id: string) => stations.data?.find((station) => station.id === id);
  return (
    <div className="trains">
      <h1 className="page-title">{t('trains.title')}</h1>
      <p className="trains__intro">{t('trains.intro')}</p>
      {stations.data ? (
        <StationPickers
          stations={stations.data}
          picked={picked}
          days={{ first: today, last: lastTrainDay(today) }}
          onPick={(next) => setParams({ ...next }, { replace: true })}
        />
      ) : (
        <StatusMessage
          status={stations.isError ? 'failed' : 'loading'}
          onRetry={() => void stations.refetch()}
          part
        />
      )}
      {same ? (
        <p className="status status--empty" role="status">
          {t('trains.sameStation')}
        </p>
      ) : trains.data ? (
        <TrainResults
          answer={trains.data}
          kept={trains.isError}
          from={byId(picked.from)}
          to={byId(picked.to)}
        />
      ) : (
        <StatusMessage
          status={trains.isPending && trains.isFetching ? 'loading' : 'failed'}
          onRetry={() => void trains.refetch()}
        />
      )}
    </div>
  );
}
