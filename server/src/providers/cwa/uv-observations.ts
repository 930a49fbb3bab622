import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { z } from 'zod';
import { UpstreamError } from '../upstream-fetch';
import { CWA_PROVIDER } from './cwa-client';

/** One station's latest UV index in O-A0003-001 (現在天氣觀測報告). */
export interface UvObservation {
  stationId: string;
  /** CWA's hourly UV index; absent when the station sent none (CWA writes -99 for that). */
  uvi?: number;
  /** The observation's time, Taipei `YYYY-MM-DD HH:mm:ss`. */
  observedAt: string;
}

const stationSchema = z.object({
  StationId: z.string(),
  ObsTime: z.object({ DateTime: z.string() }),
  WeatherElement: z.object({ UVIndex: z.coerce.number().optional() }).optional(),
});

/**
 * The UV readings of `records.Station[]`: a plain list, since a sample's dates are moved on
 * after reading (sample-shift.ts walks plain objects and arrays). A station CWA wrote in another
 * shape, or with an unreadable time, is left out rather than failing the whole document; a
 * document without the station list is an error naming what is missing.
 */
export function readUvObservations(records: unknown): UvObservation[] {
  const stations = (records as { Station?: unknown; station?: unknown } | null)?.Station;
  const list = stations ?? (records as { station?: unknown } | null)?.station;
  if (!Array.isArray(list)) {
    throw new UpstreamError(`${CWA_PROVIDER}: the observations hold no Station list`);
  }
  const readings: UvObservation[] = [];
  for (const item of list) {
    const parsed = stationSchema.safeParse(item);
    if (!parsed.success) continue;
    const { StationId, ObsTime, WeatherElement } = parsed.data;
    const observed = parseTaipei(ObsTime.DateTime);
    if (!Number.isFinite(observed)) continue;
    const uvi = WeatherElement?.UVIndex;
    readings.push({
      stationId: StationId,
      observedAt: formatTaipei(observed),
      ...(uvi !== undefined && Number.isFinite(uvi) && uvi >= 0 ? { uvi } : {}),
    });
  }
  return readings;
}
