/**
 * How old a live observation may be and still be shown as current (docs/live-data.md): a stale
 * value is shown greyed with its time, never as current.
 *
 * CWA's O-A0003-001 stations report every 10 minutes, and the UV index in them is an hourly
 * value; MOENV's aqx_p_432 is published once an hour, often 20 to 40 minutes after the hour it
 * is for. So a reading an hour old, or a little more, is still the latest one there is. Three
 * hours means two publications in a row have been missed: the station or the feed has stopped,
 * and the reading no longer says what the sky or the air is like now.
 */
import { parseTaipei } from './datetime';

export const OBSERVATION_CURRENT_FOR_MS = 3 * 60 * 60 * 1000;

/**
 * Whether an observation made at `observedAt` (Taipei text) is too old at `now` to be shown as
 * current. An unreadable time cannot be vouched for, so it is stale too.
 */
export function isObservationStale(
  observedAt: string,
  now: number,
  currentForMs = OBSERVATION_CURRENT_FOR_MS,
): boolean {
  const observed = parseTaipei(observedAt);
  return !Number.isFinite(observed) || now - observed > currentForMs;
}
