import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { compassOfDegrees } from '@ecg/domain/rules/wind';
import { z } from 'zod';
import type { SeaObservation } from '@ecg/domain/contracts';

/**
 * The records of CWA's sea observations O-B0075-001 (docs/live-data.md, Upstreams), as the
 * recorded answer in data/samples writes them: `SeaSurfaceObs.Location[]{Station{StationID},
 * StationObsTimes.StationObsTime[]{DateTime, WeatherElements{TideHeight, TideLevel, WaveHeight,
 * WaveDirection, WavePeriod, SeaTemperature, PrimaryAnemometer{WindSpeed, WindDirection …},
 * SeaCurrents.Layer[]{LayerNumber, CurrentSpeed, CurrentDirection …}}}}`. Every value is text,
 * and one not observed is written "None" (TideLevel "-").
 */
const text = z.union([z.string(), z.number()]).optional();
const elementsSchema = z.object({
  TideHeight: text,
  WaveHeight: text,
  WaveDirection: text,
  WavePeriod: text,
  SeaTemperature: text,
  PrimaryAnemometer: z.object({ WindSpeed: text, WindDirection: text }).optional(),
  SeaCurrents: z
    .object({
      Layer: z.array(z.object({ LayerNumber: text, CurrentSpeed: text, CurrentDirection: text })),
    })
    .optional(),
});
const timeSchema = z.object({ DateTime: z.string(), WeatherElements: elementsSchema });
const documentSchema = z.object({
  SeaSurfaceObs: z.object({
    Location: z.array(
      z.object({
        Station: z.object({ StationID: z.string() }),
        StationObsTimes: z.object({
          StationObsTime: z.union([z.array(timeSchema), timeSchema.transform((one) => [one])]),
        }),
      }),
    ),
  }),
});

/** What a station observed at a time, without the station's name and distance. */
export type StationReading = Omit<SeaObservation, 'station' | 'distance_km'>;
/**
 * Each station's latest reading that holds a value, by station id: plain data, as a sample's
 * dates are moved on through it (sample-shift.ts).
 */
export type SeaObservationDocument = Record<string, StationReading>;

/** CWA's "None", "-", "X" (instrument fault) and its -99 and -999 codes say: not observed. */
function valueOf(written: string | number | undefined): number | undefined {
  if (written === undefined) return undefined;
  const value = typeof written === 'number' ? written : Number(written.trim() || Number.NaN);
  return Number.isFinite(value) && value > -99 ? value : undefined;
}

const defined = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;

function readingOf(time: z.infer<typeof timeSchema>): StationReading | undefined {
  const elements = time.WeatherElements;
  // The surface layer: the deeper ones of a current profiler are not what a swimmer meets.
  const surface = elements.SeaCurrents?.Layer.find((layer) => valueOf(layer.LayerNumber) === 1);
  const windDegrees = valueOf(elements.PrimaryAnemometer?.WindDirection);
  const point = windDegrees === undefined ? undefined : compassOfDegrees(windDegrees);
  const values = defined({
    wave_height: valueOf(elements.WaveHeight),
    wave_direction: valueOf(elements.WaveDirection),
    wave_period: valueOf(elements.WavePeriod),
    sea_temperature: valueOf(elements.SeaTemperature),
    flow_speed: valueOf(surface?.CurrentSpeed),
    flow_direction: valueOf(surface?.CurrentDirection),
    tide_height: valueOf(elements.TideHeight),
    wind_speed: valueOf(elements.PrimaryAnemometer?.WindSpeed),
    wind_direction: point === undefined ? undefined : { point, prevailing: false },
  });
  const at = parseTaipei(time.DateTime);
  if (Object.keys(values).length === 0 || !Number.isFinite(at)) return undefined;
  return { standard_time: formatTaipei(at), ...values };
}

export function readSeaObservationDocument(raw: unknown): SeaObservationDocument {
  const parsed = documentSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `not CWA sea observations: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  const latest: SeaObservationDocument = {};
  for (const location of parsed.data.SeaSurfaceObs.Location) {
    const readings = location.StationObsTimes.StationObsTime.flatMap(
      (time) => readingOf(time) ?? [],
    );
    const newest = readings.sort((a, b) => b.standard_time.localeCompare(a.standard_time))[0];
    if (newest) latest[location.Station.StationID] = newest;
  }
  return latest;
}
