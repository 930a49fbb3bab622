/** Flights to and from the east coast and its islands (requirements §3, §9). */

const MINUTE_MS = 60 * 1000;

/** Check-in opens 1 hour before departure and closes 30 minutes before (requirements §9). */
export const CHECK_IN_OPENS_BEFORE_MS = 60 * MINUTE_MS;
export const CHECK_IN_CLOSES_BEFORE_MS = 30 * MINUTE_MS;

/** Status labels of requirements §3 as codes, in the spec's order; the web localises them. */
export const FLIGHT_STATUSES = [
  'on-time',
  'boarding',
  'departed',
  'security-check',
  'departing',
  'check-in',
  'delayed',
] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];

/** Uni Air, Mandarin Airlines, Daily Air. */
export const AIRLINE_CODES = ['B7', 'AE', 'DA'] as const;
export type AirlineCode = (typeof AIRLINE_CODES)[number];

/** Taipei Songshan, Taichung, Kaohsiung, Taitung, Green Island, Lanyu. */
export const AIRPORT_CODES = ['TSA', 'RMQ', 'KHH', 'TTT', 'GNI', 'KYD'] as const;
export type AirportCode = (typeof AIRPORT_CODES)[number];

export function isFlightStatus(value: string): value is FlightStatus {
  return (FLIGHT_STATUSES as readonly string[]).includes(value);
}

export function isAirlineCode(value: string): value is AirlineCode {
  return (AIRLINE_CODES as readonly string[]).includes(value);
}

export function isAirportCode(value: string): value is AirportCode {
  return (AIRPORT_CODES as readonly string[]).includes(value);
}

export interface CheckInWindow {
  /** Epoch ms of the first moment check-in is open. */
  opens: number;
  /** Epoch ms of the first moment check-in is closed. */
  closes: number;
}

export function checkInWindow(departureMs: number): CheckInWindow {
  return {
    opens: departureMs - CHECK_IN_OPENS_BEFORE_MS,
    closes: departureMs - CHECK_IN_CLOSES_BEFORE_MS,
  };
}

export type CheckInState = 'not-open' | 'open' | 'closed';

/**
 * The window is half-open, [opens, closes): open at exactly one hour before departure,
 * and already closed at exactly thirty minutes before, since a counter that "closes 30
 * minutes before" no longer accepts a passenger arriving on that minute.
 */
export function checkInState(departureMs: number, now: number): CheckInState {
  const { opens, closes } = checkInWindow(departureMs);
  if (now < opens) return 'not-open';
  return now < closes ? 'open' : 'closed';
}
