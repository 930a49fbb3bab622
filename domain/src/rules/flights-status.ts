import { FLIGHT_STATUSES } from './flights';

/**
 * A flight's state on the board: requirements §3's seven labels, and what an airport's board
 * also says that the spec's list leaves out: cancelled (said plainly), arrived (the arrivals'
 * last word), and anything else, shown in the upstream's own words.
 */
export const FLIGHT_BOARD_STATUSES = [...FLIGHT_STATUSES, 'cancelled', 'arrived', 'other'] as const;
export type FlightBoardStatus = (typeof FLIGHT_BOARD_STATUSES)[number];

/**
 * The words of a FIDS `DepartureRemark`/`ArrivalRemark` (and their `…En`) read in this order:
 * TDX describes the field only as "the flight's state from the airport's side" with no list
 * of values (docs/live-data.md, Flights), so the Civil Aeronautics Administration's board words
 * are matched by their key word. The first match wins: 取消 beats everything (a cancelled
 * flight may also say 延誤 before it), 即將/準備 起飛 (departing) beats 已飛/出發 (departed),
 * and a delay is said before the boarding or check-in it delays.
 */
const RULES: readonly [FlightBoardStatus, RegExp][] = [
  ['cancelled', /取消|CANCEL/i],
  ['departing', /即將|準備起飛|準備出發|DEPARTING/i],
  ['departed', /已飛|起飛|出發|DEPARTED|TAKE ?OFF/i],
  ['arrived', /已到|抵達|到達|降落|ARRIVED|LANDED/i],
  ['delayed', /延誤|延遲|DELAY/i],
  ['boarding', /登機|BOARDING/i],
  ['security-check', /安檢|SECURITY/i],
  ['check-in', /報到|CHECK ?-?IN/i],
  ['on-time', /準時|正常|ON ?TIME|SCHEDULED/i],
];

/** The board status of a FIDS remark, Chinese first, then its English; `other` if neither says. */
export function flightStatusOfRemark(remark = '', remarkEn = ''): FlightBoardStatus {
  for (const text of [remark, remarkEn]) {
    const words = text.trim();
    if (words === '') continue;
    const match = RULES.find(([, pattern]) => pattern.test(words));
    if (match) return match[0];
  }
  return 'other';
}

/** A flight that will not leave (or has left): no use to a visitor still trying to get out. */
export const isGone = (status: FlightBoardStatus) =>
  status === 'departed' || status === 'cancelled' || status === 'arrived';
