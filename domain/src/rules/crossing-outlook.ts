import type { CrossingDay, SeaForecastPeriod } from '../contracts/conditions';
import { parseTaipei, taipeiDate } from './datetime';
import type { SeaArea } from './sea-areas';
import { parseBeaufort } from './sea-forecast-text';

type Route = CrossingDay['route'];
type Reason = CrossingDay['reasons'][number];

/**
 * Whether the boats from Taitung (Fugang) to Green Island and Orchid Island are likely to sail on
 * a day (requirements §1, the crossing outlook): an estimate the app labels as one, never a
 * timetable; the operators and the Maritime and Port Bureau decide, and the visitor is told to
 * confirm with them.
 *
 * The thresholds are our own conservative reading; we found no published standard for these
 * routes. What they rest on:
 * - Suspensions reported on these routes come with north-east monsoon or typhoon seas: gusts of
 *   9 to 11 on the coast and the islands (Newtalk, 2023-01-27), "wind and waves too high" in a
 *   cold surge (CNA, 2021-01-15); public code that estimates these routes' suspensions reads the
 *   reports as "about 3 to 3.5 m of waves"; 1 to 2 m is the sea these boats cross every day.
 * - Since October 2025 the Maritime and Port Bureau publishes per-route sailing standards from
 *   wind force, wave height and the ship (red: suspended, yellow: the master decides, green:
 *   fit; udn, 2025-11-11, of the Matsu routes); we found no figures for the Taitung routes.
 * - CWA's strong-wind advisory starts at a mean force of 6 or gusts of 8 on the Beaufort scale.
 * So a day is unlikely when the waves may pass 3 m, with force 7 or gusts of 9, or a typhoon
 * warning; uncertain when they may pass 2 m, with force 6 or gusts of 8, or a warning at sea
 * (abnormal waves, strong wind at sea); and likely below all of these. The forecast's upper
 * values are compared: a range such as 2至3公尺 may reach its top.
 */
export const CROSSING_THRESHOLDS = {
  /** Waves above these heights, in metres. */
  roughWavesAboveM: 3,
  moderateWavesAboveM: 2,
  galeBeaufort: 7,
  galeGustBeaufort: 9,
  strongWindBeaufort: 6,
  strongGustBeaufort: 8,
} as const;

/**
 * The sea areas of CWA's forecast a crossing passes through: both routes leave Fugang on the
 * Taitung coast (成功大武沿海) and cross 綠島蘭嶼海面.
 */
export const CROSSING_AREAS: Record<Route, readonly SeaArea[]> = {
  'green-island': ['成功大武沿海', '綠島蘭嶼海面'],
  'orchid-island': ['成功大武沿海', '綠島蘭嶼海面'],
};

/** The boats sail by day: a forecast period counts when it overlaps 06:00 to 18:00 Taipei. */
const SAILING_HOURS = { from: '06:00:00', to: '18:00:00' } as const;

/** The county the routes sail from: its warnings weigh on them. */
const DEPARTURE_COUNTY = '臺東縣';

/** A warning in force, as the rule needs it (the server's CwaWarning, titled in one language). */
export interface CrossingWarning {
  kind: 'weather' | 'typhoon' | 'earthquake' | 'abnormal-wave';
  atSea: boolean;
  title: string;
  counties: readonly string[];
  issuedAt: string;
  expiresAt?: string | undefined;
}

const UNLIKELY: ReadonlySet<Reason> = new Set(['rough-waves', 'gale', 'typhoon-warning']);
const UNCERTAIN: ReadonlySet<Reason> = new Set([
  'moderate-waves',
  'strong-wind',
  'marine-warning',
  'no-forecast',
]);

const overlaps = (startA: number, endA: number, startB: number, endB: number) =>
  startA < endB && startB < endA;

/** What a warning says of a crossing: a typhoon stops it, a warning at sea puts it in doubt. */
function warningReason(warning: CrossingWarning): Reason | undefined {
  if (warning.kind === 'typhoon') return 'typhoon-warning';
  if (warning.atSea && warning.kind !== 'earthquake') return 'marine-warning';
  return undefined;
}

function forecastReasons(periods: readonly SeaForecastPeriod[]): Reason[] {
  const t = CROSSING_THRESHOLDS;
  const waves = periods.flatMap((period) => period.wave_height_max ?? []);
  const forces = periods.flatMap((period) => period.beaufort_max ?? []);
  const gusts = periods.flatMap((period) => parseBeaufort(period.beaufort_text)?.gust ?? []);
  if (waves.length === 0 && forces.length === 0) return ['no-forecast'];
  const [wave, force, gust] = [waves, forces, gusts].map((values) => Math.max(-1, ...values)) as [
    number,
    number,
    number,
  ];
  const reasons: Reason[] = [];
  if (wave > t.roughWavesAboveM) reasons.push('rough-waves');
  else if (wave > t.moderateWavesAboveM) reasons.push('moderate-waves');
  if (force >= t.galeBeaufort || gust >= t.galeGustBeaufort) reasons.push('gale');
  else if (force >= t.strongWindBeaufort || gust >= t.strongGustBeaufort) {
    reasons.push('strong-wind');
  }
  return reasons;
}

export interface CrossingDayInput {
  route: Route;
  /** The Taipei date, YYYY-MM-DD. */
  date: string;
  /** The forecast periods of every area (those of the route's areas are read). */
  periods: readonly SeaForecastPeriod[];
  warnings: readonly CrossingWarning[];
  /** The forecast is a recorded sample (no key), not the sea of this day. */
  sample?: boolean | undefined;
}

/**
 * One route on one day: the verdict, its reasons, the periods and warnings it was read from.
 * From a sample forecast the first reason says so, in words before any other: a verdict read
 * from an example must never be taken for this day's sea.
 */
export function crossingDay({
  route,
  date,
  periods,
  warnings,
  sample = false,
}: CrossingDayInput): CrossingDay {
  const from = parseTaipei(`${date} ${SAILING_HOURS.from}`);
  const to = parseTaipei(`${date} ${SAILING_HOURS.to}`);
  const areas: readonly string[] = CROSSING_AREAS[route];
  const read = periods.filter(
    (period) =>
      areas.includes(period.area) &&
      overlaps(parseTaipei(period.start), parseTaipei(period.end), from, to),
  );
  const weighing = warnings.filter(
    (warning) =>
      warning.counties.includes(DEPARTURE_COUNTY) &&
      warningReason(warning) !== undefined &&
      parseTaipei(warning.issuedAt) < to &&
      (warning.expiresAt === undefined || parseTaipei(warning.expiresAt) > from),
  );
  const reasons = [
    ...new Set([
      ...weighing.flatMap((warning) => warningReason(warning) ?? []),
      ...forecastReasons(read),
    ]),
  ];
  const verdict = reasons.some((reason) => UNLIKELY.has(reason))
    ? 'unlikely'
    : reasons.some((reason) => UNCERTAIN.has(reason))
      ? 'uncertain'
      : 'likely';
  const said: Reason[] = verdict === 'likely' ? ['calm-sea'] : reasons;
  return {
    route,
    date,
    verdict,
    reasons: sample ? ['sample-forecast', ...said] : said,
    forecast: read,
    warnings: weighing.map((warning) => warning.title),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today and tomorrow in Taipei, the days the outlook is given for. */
export const crossingDates = (now: number): [string, string] => [
  taipeiDate(now),
  taipeiDate(now + DAY_MS),
];
