import { AQI_STATUSES, aqiStatusOfIndex } from '@ecg/domain/rules/air-quality';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { moenvField, type MoenvRow } from './moenv-client';

export type AqiStatus = (typeof AQI_STATUSES)[number];

/** One station's row of aqx_p_432 (空氣品質指標), as the air-quality call uses it. */
export interface AirQualityReading {
  siteId: string;
  siteName: string;
  /** Absent when the station reports nothing usable (blank, 設備維護). */
  status?: AqiStatus;
  aqi?: number;
  /** The main pollutant (PM2.5, 臭氧八小時); MOENV leaves it blank when the air is good. */
  pollutant?: string;
  /** `publishtime`, Taipei `YYYY-MM-DD HH:mm:ss`. */
  observedAt?: string;
}

const isStatus = (text: string): text is AqiStatus =>
  (AQI_STATUSES as readonly string[]).includes(text);

/** MOENV writes `2023/02/07 18:00:00`; older extracts `2023-02-07 18:00`. */
function publishedAtOf(text: string): string | undefined {
  const instant = parseTaipei(text.replace(/^(\d{4})\/(\d{2})\/(\d{2})/, '$1-$2-$3'));
  return Number.isFinite(instant) ? formatTaipei(instant) : undefined;
}

/**
 * The rows of aqx_p_432, in either casing (sitename or SiteName, aqi or AQI). The
 * status is MOENV's own text; where it is blank or not one of the six levels, it is worked out
 * from the index, so a reading with a number always has a status. A plain list, since a
 * sample's dates are moved on after reading (sample-shift.ts walks plain objects and arrays).
 */
export function readAirQuality(rows: MoenvRow[]): AirQualityReading[] {
  const readings: AirQualityReading[] = [];
  for (const row of rows) {
    const siteId = moenvField(row, 'siteId');
    if (!siteId) continue;
    const aqiText = moenvField(row, 'aqi');
    const aqi = aqiText === '' ? undefined : Number(aqiText);
    const index = aqi !== undefined && Number.isFinite(aqi) && aqi >= 0 ? aqi : undefined;
    const statusText = moenvField(row, 'status');
    const status = isStatus(statusText)
      ? statusText
      : index === undefined
        ? undefined
        : aqiStatusOfIndex(index);
    const pollutant = moenvField(row, 'pollutant');
    const observedAt = publishedAtOf(moenvField(row, 'publishTime'));
    readings.push({
      siteId,
      siteName: moenvField(row, 'siteName'),
      ...(status ? { status } : {}),
      ...(index !== undefined ? { aqi: index } : {}),
      ...(pollutant ? { pollutant } : {}),
      ...(observedAt ? { observedAt } : {}),
    });
  }
  return readings;
}
