import type { SeaForecastPeriod } from '@ecg/domain/contracts';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { parseBeaufort, parseWaveHeight } from '@ecg/domain/rules/sea-forecast-text';
import { z } from 'zod';

/**
 * CWA's sea-area forecast F-A0012-001, published only through the file API
 * (docs/live-data.md, Upstreams): `cwaopendata{Sent, Dataset.Locations.Location[]{LocationName
 * (綠島蘭嶼海面 …), WeatherElement[]{ElementName, Time[]{StartTime, EndTime, ElementValue}}}}`.
 * The element names have changed between revisions of the product (浪高描述 or 浪高說明), so each
 * value is read by its key: WaveHeightDescription, BeaufortScaleDescription, WaveTypeDescription,
 * WindDirectionDescription; ElementValue is an object, or a list of them in some products.
 */
const valueSchema = z.record(z.string(), z.unknown());
const timeSchema = z.object({
  StartTime: z.string(),
  EndTime: z.string(),
  ElementValue: z.union([valueSchema, z.array(valueSchema)]),
});
const locationSchema = z.object({
  LocationName: z.string(),
  WeatherElement: z.array(z.object({ Time: z.array(timeSchema) })),
});
const rootSchema = z.object({
  Sent: z.string().optional(),
  Dataset: z.object({ Locations: z.object({ Location: z.array(locationSchema) }) }),
});

export interface SeaForecastDocument {
  /** When CWA issued it (`Sent`), Taipei time. */
  issuedAt?: string;
  /** Every area's periods, the numbers read from their texts. */
  periods: SeaForecastPeriod[];
}

const textOf = (values: Record<string, unknown>[], key: string): string | undefined => {
  const found = values.map((value) => value[key]).find((value) => typeof value === 'string');
  return typeof found === 'string' && found.trim() !== '' ? found.trim() : undefined;
};

/** One area's elements gathered into one period per start and end. */
function periodsOf(location: z.infer<typeof locationSchema>): SeaForecastPeriod[] {
  const byTime = new Map<
    string,
    { start: number; end: number; values: Record<string, unknown>[] }
  >();
  for (const time of location.WeatherElement.flatMap((element) => element.Time)) {
    const start = parseTaipei(time.StartTime);
    const end = parseTaipei(time.EndTime);
    if (!Number.isFinite(start) || !Number.isFinite(end)) continue;
    const slot = byTime.get(`${start}/${end}`) ?? { start, end, values: [] };
    slot.values.push(...[time.ElementValue].flat());
    byTime.set(`${start}/${end}`, slot);
  }
  return [...byTime.values()]
    .sort((a, b) => a.start - b.start)
    .map(({ start, end, values }) => {
      const waveText = textOf(values, 'WaveHeightDescription');
      const windText = textOf(values, 'BeaufortScaleDescription');
      const waves = parseWaveHeight(waveText);
      const wind = parseBeaufort(windText);
      const fields = {
        wave_height_text: waveText,
        wave_height_min: waves?.min,
        wave_height_max: waves?.max,
        wave_type: textOf(values, 'WaveTypeDescription'),
        beaufort_text: windText,
        beaufort_min: wind?.min,
        beaufort_max: wind?.max,
        wind_direction_text: textOf(values, 'WindDirectionDescription'),
      };
      return {
        area: location.LocationName.trim(),
        start: formatTaipei(start),
        end: formatTaipei(end),
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      };
    });
}

/** The file API's root (cwaPayload), read into every area's periods and the issue time. */
export function readSeaForecastDocument(root: unknown): SeaForecastDocument {
  const parsed = rootSchema.safeParse(root);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `not a CWA sea-area forecast: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  const sent = parsed.data.Sent === undefined ? Number.NaN : parseTaipei(parsed.data.Sent);
  return {
    ...(Number.isFinite(sent) ? { issuedAt: formatTaipei(sent) } : {}),
    periods: parsed.data.Dataset.Locations.Location.flatMap(periodsOf),
  };
}
