/**
 * The railway (TRA) as the transport area reads it (docs/live-data.md, Trains): which stations
 * are the region's, what a train type is called, a train's delay from the live boards, the last
 * train of a day, and the Transport card's light, which comes from TRA's own alerts only.
 */

/**
 * The region's stations by TRA's numbering (the TDX station list of Hualien and Taitung,
 * data/seed/facilities/tra-stations.json): the South-link's Taitung end (大武 5190 – 康樂 5240),
 * the Taitung line (臺東 6000 – 吉安 6250) and the North-link's Hualien end (花蓮 7000 – 和平 7060).
 */
const REGION_STATION_RANGES: readonly (readonly [number, number])[] = [
  [5190, 5240],
  [6000, 6250],
  [7000, 7060],
];

export const isRegionStation = (stationId: string): boolean => {
  if (!/^\d{4}$/.test(stationId)) return false;
  const id = Number(stationId);
  return REGION_STATION_RANGES.some(([first, last]) => id >= first && id <= last);
};

/**
 * A station's page on TRA's site: every StationURL of TDX's station list of the region (the
 * source of data/seed/facilities/tra-stations.json) is this address with its number.
 * It is where a visitor looks meanwhile when no TDX key is configured.
 */
export const traStationPage = (stationId: string): string =>
  `https://www.trc.com.tw/tra-tip-web/tip/tip00H/tipH41/viewStaInfo/${stationId}`;

/** The two stations with a live board on the Transport page: Hualien and Taitung. */
export const HUALIEN_STATION = '7000';
export const TAITUNG_STATION = '6000';
export const BOARD_STATIONS = [HUALIEN_STATION, TAITUNG_STATION] as const;

/**
 * The card's default pair, Taitung → Hualien: the two ends of the coast's railway, and Hualien
 * is where the trains north and the flights leave from, so "the last train back" from the
 * south of the region is the one a visitor must not miss.
 */
export const DEFAULT_TRAIN_PAIR = { from: TAITUNG_STATION, to: HUALIEN_STATION } as const;

/**
 * The days a timetable may be asked for: today and the next 59. TDX publishes each day's
 * timetable some weeks ahead (TRA sells tickets 28 days ahead); the bound also keeps the
 * server's kept answers (one per pair and day) few.
 */
export const TRAIN_DAYS_AHEAD = 59;

/** The last day a timetable may be asked for, from `today` (YYYY-MM-DD). */
export const lastTrainDay = (today: string): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) + TRAIN_DAYS_AHEAD * 86_400_000)
    .toISOString()
    .slice(0, 10);

/** Whether `date` (YYYY-MM-DD) lies from `today` to TRAIN_DAYS_AHEAD days after it. */
export function isTrainDay(date: string, today: string): boolean {
  const at = Date.parse(`${date}T00:00:00Z`);
  // Date.parse moves 2026-02-30 on to March 2: a day that does not exist is no day.
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== date) return false;
  const days = (at - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return Number.isInteger(days) && days >= 0 && days <= TRAIN_DAYS_AHEAD;
}

/** TDX's TrainTypeCode (1 太魯閣 … 10 區間快) as the app names it in every language. */
export const TRAIN_TYPES = [
  'taroko',
  'puyuma',
  'tze-chiang',
  'chu-kuang',
  'fu-hsing',
  'local',
  'ordinary',
  'fast-local',
  'other',
] as const;
export type TrainType = (typeof TRAIN_TYPES)[number];

const TYPE_OF_CODE: Readonly<Record<string, TrainType>> = {
  '1': 'taroko',
  '2': 'puyuma',
  '3': 'tze-chiang',
  '4': 'chu-kuang',
  '5': 'fu-hsing',
  '6': 'local',
  '7': 'ordinary',
  '10': 'fast-local',
};

export const trainTypeOf = (code: string | undefined): TrainType =>
  (code !== undefined && TYPE_OF_CODE[code.trim()]) || 'other';

/** TDX's RunningStatus on a live board: 0 on time, 1 late, 2 cancelled. */
export const TRAIN_RUNNING = ['on-time', 'delayed', 'cancelled'] as const;
export type TrainRunning = (typeof TRAIN_RUNNING)[number];

export const trainRunningOf = (status: number | undefined, delayMinutes: number): TrainRunning =>
  status === 2 ? 'cancelled' : status === 1 || delayMinutes > 0 ? 'delayed' : 'on-time';

/** One line of a live board as the rule reads it. */
export interface BoardLine {
  trainNo: string;
  delayMinutes: number;
  running: TrainRunning;
}

/**
 * A train's state from the boards of Hualien and Taitung: the line of the same train number,
 * the greater delay where both boards list it (the later report of a late train is the larger
 * one). A train on neither board has no known delay, which is not "on time".
 */
export function boardStateOf(
  trainNo: string,
  boards: readonly BoardLine[][],
): BoardLine | undefined {
  let found: BoardLine | undefined;
  for (const line of boards.flat()) {
    if (line.trainNo !== trainNo || found?.running === 'cancelled') continue;
    if (!found || line.running === 'cancelled' || line.delayMinutes > found.delayMinutes) {
      found = line;
    }
  }
  return found;
}

/** A train of a day as the last-train rule reads it (departure `HH:mm`). */
export interface DepartingTrain {
  trainNo: string;
  departs: string;
  suspended: boolean;
}

/**
 * The last train of the day that runs (one suspended is no way back), and whether it has left
 * at `nowTime` (`HH:mm`, Taipei; only meaningful when the day is today).
 */
export function lastTrainOf<T extends DepartingTrain>(
  trains: readonly T[],
  nowTime?: string,
): { train: T; left: boolean } | undefined {
  const running = trains.filter((train) => !train.suspended);
  const last = running.reduce<T | undefined>(
    (latest, train) => (!latest || train.departs > latest.departs ? train : latest),
    undefined,
  );
  if (!last) return undefined;
  return { train: last, left: nowTime !== undefined && last.departs < nowTime };
}

/**
 * The Transport card's light (docs/transport.md), from TRA's alerts on the region only: none
 * in force is running; one is disrupted; one saying the whole network has stopped (TDX Status 0)
 * is stopped; no answer (no key, nothing kept) is unknown. Never guessed from the timetable.
 */
export type TrainsLight = 'running' | 'disrupted' | 'stopped' | 'unknown';

export function trainsLightOf(alerts: readonly { status: number }[] | undefined): TrainsLight {
  if (alerts === undefined) return 'unknown';
  if (alerts.some((alert) => alert.status === 0)) return 'stopped';
  return alerts.length > 0 ? 'disrupted' : 'running';
}

/** An alert's scope as the region rule reads it (TDX Alert.Scope). */
export interface AlertScope {
  stationIds: readonly string[];
  /** Both ends of each section the alert names. */
  sectionStationIds: readonly string[];
  lineNames: readonly string[];
}

/** The lines of the region as TRA names them (臺/台 both written): the coast's railway. */
const REGION_LINE = /[臺台]東線|北迴線|南迴線|花東線/;

/**
 * Whether a TRA alert concerns the region: a station or section end of ours, or one of the
 * region's lines by name. An alert that names no scope at all is about the whole network
 * (TRA writes "全線" alerts so), and so ours too.
 */
export function isRegionAlert(scope: AlertScope): boolean {
  const { stationIds, sectionStationIds, lineNames } = scope;
  if (stationIds.length + sectionStationIds.length + lineNames.length === 0) return true;
  return (
    stationIds.some(isRegionStation) ||
    sectionStationIds.some(isRegionStation) ||
    lineNames.some((name) => REGION_LINE.test(name))
  );
}
