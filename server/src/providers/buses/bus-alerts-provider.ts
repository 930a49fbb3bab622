import type { BusAlert, BusAlertsAnswer } from '@ecg/domain/contracts';
import { alertInForce, namesOurRegion } from '@ecg/domain/rules/bus-alerts';
import { BUS_NETWORKS } from '@ecg/domain/rules/bus-arrivals';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { type LiveResultOf, unconfiguredMeta } from '../live-feeds';
import { TDX_PROVIDER } from '../tdx/tdx-auth';
import type { BusAlertRecord } from './alert-document';
import type { TdxBusAlertFeeds } from './bus-feeds';

const NETWORKS = Object.values(BUS_NETWORKS);
const INTERCITY = BUS_NETWORKS.THB;

const epochOf = (text: string | undefined) => (text ? parseTaipei(text) : undefined);
const taipeiTimeOf = (at: number | undefined) =>
  at !== undefined && Number.isFinite(at) ? formatTaipei(at) : undefined;

function alertOf(record: BusAlertRecord, network: string): BusAlert {
  const startsAt = taipeiTimeOf(epochOf(record.StartTime));
  const endsAt = taipeiTimeOf(epochOf(record.EndTime));
  const url = record.AlertURL?.trim();
  return {
    id: `${network}|${record.AlertID}`,
    network,
    title: record.Title.trim(),
    description: record.Description.trim(),
    ...(record.Status !== undefined ? { status: record.Status } : {}),
    routes: (record.Scope?.Routes ?? []).flatMap((route) => {
      const name = route.RouteName?.Zh_tw?.trim();
      return name ? [name] : [];
    }),
    ...(startsAt ? { startsAt } : {}),
    ...(endsAt ? { endsAt } : {}),
    ...(url && /^https?:\/\//.test(url) ? { url } : {}),
  };
}

/**
 * The region's bus service alerts in force (docs/live-data.md, Buses): both counties' city
 * buses', and those of the intercity network that name Hualien or Taitung. Without a key
 * nothing is asked and none is listed: no alert answer was ever recorded.
 */
export function busAlertsProvider(
  feeds: TdxBusAlertFeeds,
  configured: boolean,
  now: () => number = Date.now,
) {
  return {
    /** `wait: false` for the notices, which never wait for TDX (routes/content/notices.ts). */
    async inForce({ wait = true }: { wait?: boolean } = {}): Promise<
      LiveResultOf<BusAlertsAnswer>
    > {
      if (!configured) {
        return {
          data: { alerts: [] },
          meta: unconfiguredMeta(TDX_PROVIDER, now()),
        };
      }
      const readings = await Promise.all(NETWORKS.map((network) => feeds.read(network, { wait })));
      const at = now();
      const alerts = readings.flatMap((reading, index) => {
        const network = NETWORKS[index] ?? '';
        return reading.data
          .filter((record) =>
            alertInForce(
              { startsAt: epochOf(record.StartTime), endsAt: epochOf(record.EndTime) },
              at,
            ),
          )
          .map((record) => alertOf(record, network))
          .filter(
            (alert) =>
              network !== INTERCITY ||
              namesOurRegion(alert.title, alert.description, ...alert.routes),
          );
      });
      return {
        data: { alerts },
        meta: {
          source: 'upstream',
          provider: TDX_PROVIDER,
          fetchedAt:
            readings.map((reading) => reading.meta.fetchedAt).sort()[0] ?? formatTaipei(at),
          stale: readings.some((reading) => reading.meta.stale),
        },
      };
    },

    settled: () => feeds.settled(),
  };
}

export type BusAlertsProvider = ReturnType<typeof busAlertsProvider>;
