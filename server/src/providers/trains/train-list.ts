import type { Train } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import {
  boardStateOf,
  trainRunningOf,
  trainTypeOf,
  type BoardLine,
} from '@ecg/domain/rules/trains';
import type {
  StationLiveBoardDocument,
  TrainTimetable,
  TrainTimetableDocument,
} from '../tdx/rail-documents';

/** TDX's two names of a thing: English where asked and given, else the Chinese. */
export const nameIn = (name: { Zh_tw?: string; En?: string }, lang: ContentLang): string =>
  (lang === 'en' ? name.En?.trim() : undefined) || name.Zh_tw?.trim() || name.En?.trim() || '';

/** `06:10` or `06:10:00` → `06:10`; anything else is not a time. */
const hhmm = (time: string | undefined): string | undefined =>
  time && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(time) ? time.slice(0, 5) : undefined;

const SUSPENDED = { 1: 'whole', 2: 'part' } as const;

/** A live board's lines as the delay rule reads them. */
export const boardLinesOf = (board: StationLiveBoardDocument): BoardLine[] =>
  board.StationLiveBoards.map((line) => ({
    trainNo: line.TrainNo,
    delayMinutes: Math.max(0, line.DelayTime),
    running: trainRunningOf(line.RunningStatus, Math.max(0, line.DelayTime)),
  }));

/** One train of the timetable from `from` to `to`, or undefined if it does not stop at both. */
function trainOf(
  entry: TrainTimetable,
  from: string,
  to: string,
  lang: ContentLang,
  boards: BoardLine[][],
): Train | undefined {
  const info = entry.TrainInfo;
  const origin = entry.StopTimes.find((stop) => stop.StationID === from);
  const destination = entry.StopTimes.find((stop) => stop.StationID === to);
  const departs = hhmm(origin?.DepartureTime ?? origin?.ArrivalTime);
  const arrives = hhmm(destination?.ArrivalTime ?? destination?.DepartureTime);
  if (!departs || !arrives) return undefined;
  const flag = info.SuspendedFlag === 1 || info.SuspendedFlag === 2 ? info.SuspendedFlag : 0;
  const state = boardStateOf(info.TrainNo, boards);
  return {
    no: info.TrainNo,
    type: trainTypeOf(info.TrainTypeCode),
    typeName: nameIn(info.TrainTypeName, lang),
    towards: nameIn(info.EndingStationName, lang) || info.TripHeadSign?.trim() || '',
    departs,
    arrives,
    bike: info.BikeFlag === 1,
    wheelchair: info.WheelChairFlag === 1,
    suspended: flag === 0 ? 'no' : SUSPENDED[flag],
    ...(state ? { delayMinutes: state.delayMinutes, running: state.running } : {}),
  };
}

/**
 * The trains of a day's timetable between two stations, by departure (docs/live-data.md,
 * Trains), each with its delay where a live board lists it.
 */
export function trainsOf(
  document: TrainTimetableDocument,
  request: { from: string; to: string },
  lang: ContentLang,
  boards: BoardLine[][],
): Train[] {
  return document.TrainTimetables.flatMap((entry) => {
    const train = trainOf(entry, request.from, request.to, lang, boards);
    return train ? [train] : [];
  }).sort((a, b) => a.departs.localeCompare(b.departs) || a.no.localeCompare(b.no));
}
