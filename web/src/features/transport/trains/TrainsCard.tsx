import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useContentLang } from '@/lib/use-content-lang';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import { DEFAULT_TRAIN_PAIR, lastTrainOf, trainsLightOf } from '@ecg/domain/rules/trains';
import { ModeCard } from '../mode-card/ModeCard';
import { useTrains, useTrainStations } from './api/get-trains';
import { transportModePath } from '@ecg/domain/routes';

/** A carriage on its wheels, on the 24-unit grid like the app's glyphs. */
const TRAIN_ICON =
  'M7 3h10a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM5 10h14M9 16l-2 4M15 16l2 4';

/**
 * The trains' card on the Transport page (docs/transport.md): the light from TRA's alerts on
 * the region only, and the last train of today from Taitung to Hualien, the pair a visitor in
 * the south must not miss to get back to the trains north and the flights (rules/trains.ts).
 */
export function TrainsCard() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const [now] = useState(() => Date.now());
  const trains = useTrains(lang, DEFAULT_TRAIN_PAIR);
  const stations = useTrainStations(lang);
  const nameOf = (id: string) => stations.data?.find((station) => station.id === id)?.name ?? '';
  const pair = { from: nameOf(DEFAULT_TRAIN_PAIR.from), to: nameOf(DEFAULT_TRAIN_PAIR.to) };
  const answer = trains.data;
  const unconfigured = answer?.meta.source === 'unconfigured';
  const live = answer && !unconfigured ? answer.data : undefined;
  const alerts = live?.alerts;
  const light = trainsLightOf(alerts);
  const last = live
    ? lastTrainOf(
        live.trains.map((train) => ({
          ...train,
          trainNo: train.no,
          suspended: train.suspended === 'whole',
        })),
        formatTaipei(now).slice(11, 16),
      )
    : undefined;
  const lastBack = !live
    ? undefined
    : !last
      ? t('trains.card.noneToday', pair)
      : last.left
        ? t('trains.card.lastLeft', { ...pair, time: last.train.departs })
        : t('trains.card.lastBack', {
            ...pair,
            time: last.train.departs,
            train: t('trains.train', {
              type: t(`trains.types.${last.train.type}`),
              no: last.train.no,
            }),
          });
  return (
    <ModeCard
      title={t('trains.card.title')}
      icon={TRAIN_ICON}
      to={transportModePath(lang, 'trains')}
      light={light}
      {...(alerts
        ? {
            lightText:
              alerts.length > 0
                ? t('trains.card.alerts', { count: alerts.length })
                : t('trains.card.noAlerts'),
          }
        : {})}
      {...(answer ? { meta: answer.meta } : {})}
      kept={trains.isError}
      sourceNote="trains.sourceNote"
      sampleNote="trains.sourceNote"
      {...(lastBack ? { lastBack } : {})}
    >
      {unconfigured ? <p>{t('trains.card.noKey')}</p> : null}
    </ModeCard>
  );
}
