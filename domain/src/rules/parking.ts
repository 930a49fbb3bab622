/** Live parking widget (SPEC §3 Parking record and Scenic-area flow, §4 Parking widget, §9). */

/** From this usage percent a scenic area's car park is almost full. */
export const FLOW_ALMOST_FULL_PERCENT = 79;
/** From this usage percent it has no spaces. */
export const FLOW_FULL_PERCENT = 90;

/** The widget polls every minute; upstream itself refreshes about every five. */
export const PARKING_REFRESH_MS = 60_000;

/** Parking-record space types (SPEC §3). */
export const SMALL_CAR_SPACE_TYPE = 1;
export const BUS_SPACE_TYPE = 5;

export type FlowStatus = 'available' | 'almost-full' | 'full';

/**
 * The status of a usage percent: below 79 available, 79 up to below 90 almost full,
 * 90 or more full. Upstream sends the ratio as a number or numeric text; anything that
 * is not a number has no status rather than a guessed one.
 */
export function flowStatus(usagePercent: number | string): FlowStatus | undefined {
  // Number('') is 0, which would read an empty answer as an empty car park.
  const percent =
    typeof usagePercent === 'number' || usagePercent.trim() !== '' ? Number(usagePercent) : NaN;
  if (!Number.isFinite(percent)) return undefined;
  if (percent >= FLOW_FULL_PERCENT) return 'full';
  if (percent >= FLOW_ALMOST_FULL_PERCENT) return 'almost-full';
  return 'available';
}

/**
 * The parking endpoint sets switchBoard when its own counts are off; the widget then reads
 * the scenic-area flow endpoint instead. Any truthy value counts, as upstream is loose about it.
 */
export function shouldUseFlowFallback(response: { switchBoard?: unknown }): boolean {
  return Boolean(response.switchBoard);
}
