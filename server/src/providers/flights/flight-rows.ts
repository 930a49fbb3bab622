import type { BoardFlight, ScheduledFlightEntry } from '@ecg/domain/contracts';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { flightStatusOfRemark } from '@ecg/domain/rules/flights-status';
import type { PlannedMonth } from '@ecg/domain/rules/flights-schedule';
import type { FidsArrival, FidsDeparture, GeneralFlightSchedule } from '../tdx/air-documents';

/** `YYYY-MM-DD HH:mm` in Taipei, or nothing for a time absent or unreadable. */
function minuteOf(text: string | undefined): string | undefined {
  if (!text?.trim()) return undefined;
  const at = parseTaipei(text);
  return Number.isFinite(at) ? formatTaipei(at).slice(0, 16) : undefined;
}

const optional = <K extends string>(key: K, value: string | undefined) =>
  value?.trim() ? ({ [key]: value.trim() } as Record<K, string>) : {};

/**
 * A FIDS row as the board shows it, or nothing for a cargo flight or a row without a readable
 * scheduled time. The board's number is the airline's code and the FIDS number (`B7 8702`).
 */
export function boardFlightOf(row: FidsDeparture | FidsArrival): BoardFlight | undefined {
  if (row.IsCargo === true) return undefined;
  const leaving = 'ScheduleDepartureTime' in row;
  const scheduled = minuteOf(leaving ? row.ScheduleDepartureTime : row.ScheduleArrivalTime);
  if (!scheduled) return undefined;
  const estimated = minuteOf(leaving ? row.EstimatedDepartureTime : row.EstimatedArrivalTime);
  const actual = minuteOf(leaving ? row.ActualDepartureTime : row.ActualArrivalTime);
  const remark = (leaving ? row.DepartureRemark : row.ArrivalRemark).trim();
  const remarkEn = (leaving ? row.DepartureRemarkEn : row.ArrivalRemarkEn).trim();
  return {
    airline: row.AirlineID,
    flight: `${row.AirlineID} ${row.FlightNumber}`,
    from: row.DepartureAirportID,
    to: row.ArrivalAirportID,
    scheduled,
    ...(estimated ? { estimated } : {}),
    ...(actual ? { actual } : {}),
    ...optional('terminal', row.Terminal),
    ...optional('gate', row.Gate),
    ...optional('checkCounter', row.CheckCounter),
    ...optional('baggageClaim', row.BaggageClaim),
    status: flightStatusOfRemark(remark, remarkEn),
    remark,
    remarkEn,
  };
}

/** Today's flights of a board, in the order of their scheduled times. */
export function boardOfDay(rows: (FidsDeparture | FidsArrival)[], date: string): BoardFlight[] {
  return rows
    .flatMap((row) => {
      const flight = boardFlightOf(row);
      return flight && flight.scheduled.startsWith(date) ? [flight] : [];
    })
    .sort((a, b) => a.scheduled.localeCompare(b.scheduled) || a.flight.localeCompare(b.flight));
}

const DAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** `B78702` → `B7 8702`: the airline's code set apart, as on the board. */
const spacedNumber = (airline: string, number: string) =>
  number.startsWith(airline) ? `${airline} ${number.slice(airline.length)}` : number;

/** A timetable entry as the schedule rules read it, its validity as dates. */
export function scheduledFlightOf(entry: GeneralFlightSchedule) {
  return {
    airline: entry.AirlineID,
    flight: spacedNumber(entry.AirlineID, entry.FlightNumber),
    from: entry.DepartureAirportID,
    to: entry.ArrivalAirportID,
    departs: entry.DepartureTime,
    arrives: entry.ArrivalTime,
    days: DAYS.map((day) => entry[day]),
    validFrom: entry.ScheduleStartDate.slice(0, 10),
    validTo: entry.ScheduleEndDate.slice(0, 10),
  };
}

/** The entry's validity clipped to the month, as the visitor reads it. */
export const clippedTo = (entry: ScheduledFlightEntry, month: PlannedMonth) => ({
  ...entry,
  validFrom: entry.validFrom > month.first ? entry.validFrom : month.first,
  validTo: entry.validTo < month.last ? entry.validTo : month.last,
});
