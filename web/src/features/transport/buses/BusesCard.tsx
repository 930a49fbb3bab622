import { useTranslation } from '@/lib/i18n';
import { useContentLang } from '@/lib/use-content-lang';
import type { BusAlertsAnswer, BusArrivalsAnswer } from '@ecg/domain/contracts';
import { disrupts } from '@ecg/domain/rules/bus-alerts';
import { ModeCard, type ModeLight } from '../mode-card/ModeCard';
import { useBusAlerts } from './api/get-bus-alerts';
import { useBusArrivals } from './api/get-bus-arrivals';
import { whenText } from './BusArrivalList';
import { useChosenStop } from './chosen-stop';
import { transportModePath } from '@ecg/domain/routes';

/** A bus on its side, on the 24-unit grid like the app's glyphs. */
export const BUS_ICON = 'M5 4h14v13H5zM5 11h14M8 20v-3M16 20v-3M8 14h.01M16 14h.01';

/** The light from the operators' alerts only (docs/transport.md): none at hand is `unknown`. */
export function busLight(answer: BusAlertsAnswer | undefined): ModeLight {
  if (!answer || answer.meta.source === 'unconfigured') return 'unknown';
  return answer.data.alerts.some((alert) => disrupts(alert.status)) ? 'disrupted' : 'running';
}

/** The day's last bus at the chosen stop, while it is still to come. */
export function lastBusOf(answer: BusArrivalsAnswer | undefined) {
  return answer?.data.arrivals.find(
    (arrival) =>
      arrival.lastBus &&
      (arrival.state === 'arriving' ||
        arrival.state === 'coming' ||
        arrival.state === 'not-departed'),
  );
}

/**
 * The buses' card of the Transport page: its light from the region's service alerts in force,
 * and the last bus back from the stop last looked at when TDX says it is the day's last.
 */
export function BusesCard() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const alerts = useBusAlerts(lang);
  const chosen = useChosenStop();
  const arrivals = useBusArrivals(lang, chosen?.stop);
  const light = busLight(alerts.data);
  const last = lastBusOf(arrivals.data);
  const stopName = arrivals.data?.data.stopName ?? chosen?.name;
  const lightText = {
    running: t('buses.card.noAlerts'),
    disrupted: t('buses.card.alerts'),
    stopped: t('buses.card.alerts'),
    unknown: t('buses.card.noData'),
  }[light];
  return (
    <ModeCard
      title={t('buses.card.title')}
      icon={BUS_ICON}
      to={transportModePath(lang, 'buses')}
      light={light}
      lightText={lightText}
      {...(alerts.data ? { meta: alerts.data.meta } : {})}
      kept={alerts.isError && alerts.data !== undefined}
      sourceNote="buses.card.sourceNote"
      sampleNote="buses.card.sourceNote"
      {...(last && stopName
        ? {
            lastBack: t('buses.card.lastBack', {
              stop: stopName,
              route: last.route,
              when: whenText(last, t),
            }),
          }
        : {})}
    >
      {alerts.data?.meta.source === 'unconfigured' ? <p>{t('buses.card.notConnected')}</p> : null}
    </ModeCard>
  );
}
