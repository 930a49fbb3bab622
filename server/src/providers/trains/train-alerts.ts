import type { TrainAlert } from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import { isRegionAlert } from '@ecg/domain/rules/trains';
import type { TraAlert, TraAlertsDocument } from '../tdx/rail-documents';

/** TDX Status 1: "the whole network runs normally", TRA's all-clear, not an alert. */
const ALL_CLEAR = 1;

const present = (values: (string | undefined)[]) =>
  values.flatMap((value) => (value?.trim() ? [value.trim()] : []));

export const alertInRegion = (alert: TraAlert): boolean =>
  isRegionAlert({
    stationIds: present((alert.Scope?.Stations ?? []).map((station) => station.StationID)),
    sectionStationIds: present(
      (alert.Scope?.LineSections ?? []).flatMap((section) => [
        section.StartingStationID,
        section.EndingStationID,
      ]),
    ),
    lineNames: present((alert.Scope?.Lines ?? []).map((line) => line.LineName)),
  });

const linkOf = (url: string | undefined) =>
  url && /^https?:\/\//.test(url.trim()) ? url.trim() : undefined;

/**
 * TRA's alerts concerning the region and in force at `at` (epoch ms), newest first: the
 * all-clear, alerts about other lines and alerts past their EndTime are left out.
 */
export function regionAlerts(document: TraAlertsDocument, at: number): TrainAlert[] {
  const now = formatTaipei(at);
  return document.Alerts.flatMap((alert) => {
    if (alert.Status === ALL_CLEAR || !alertInRegion(alert)) return [];
    if (alert.EndTime && formatTaipei(alert.EndTime) <= now) return [];
    const url = linkOf(alert.AlertURL);
    return [
      {
        id: alert.AlertID,
        title: alert.Title.trim(),
        description: alert.Description.trim(),
        status: alert.Status,
        updatedAt: formatTaipei(alert.UpdateTime),
        ...(url ? { url } : {}),
      },
    ];
  }).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}
