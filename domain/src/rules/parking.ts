/** Live parking widget (requirements §3 Parking record and Scenic-area flow, §4 Parking widget, §9). */

/** From this usage percent a scenic area's car park is almost full. */
export const FLOW_ALMOST_FULL_PERCENT = 79;
/** From this usage percent it has no spaces. */
export const FLOW_FULL_PERCENT = 90;

/** The widget polls every minute; upstream itself refreshes about every five. */
export const PARKING_REFRESH_MS = 60_000;

/** Parking-record space types (requirements §3). */
export const SMALL_CAR_SPACE_TYPE = 1;
export const BUS_SPACE_TYPE = 5;

export type FlowStatus = 'available' | 'almost-full' | 'full';

/**
 * A scenic spot's parking id (requirements §9: "EC-00018 for the first"): it names the group of car
 * parks that serve the spot, and is the id of both the parking and the flow calls.
 */
export const PARKING_ID_PATTERN = /^EC-\d{5}$/;

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

/**
 * The status of one lot's spaces of one kind (requirements §4 Parking widget). The 79 and 90 %
 * thresholds are the scenic area's, for its flow, where a share is all there is; a lot's own
 * count is exact, so it has no spaces only when none is free, and is almost full from the
 * flow's first threshold on (9 of 120 free is almost full, not "no spaces"). A lot without
 * spaces of the kind, or without a count, has none.
 */
export function spaceStatus(available: number, amount: number): FlowStatus | undefined {
  if (!(amount > 0) || !(available >= 0)) return undefined;
  if (available === 0) return 'full';
  const used = usageRatio(amount - Math.min(available, amount), amount);
  return used >= FLOW_ALMOST_FULL_PERCENT ? 'almost-full' : 'available';
}

/** The percent of `total` that `used` is, to one decimal, as the flow call gives it. */
export function usageRatio(used: number, total: number): number {
  return Math.round((used / total) * 1000) / 10;
}
