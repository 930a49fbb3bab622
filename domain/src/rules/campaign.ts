import { haversineKm, type LatLng } from './distance';
import { taipeiDayNumber } from './taipei-offset';

/**
 * The collection campaign (requirements §3 "key and coin", docs/campaigns.md): a member checks
 * in at a place of the running campaign, standing near it, and earns a key; a member who has
 * checked in at every place of the campaign earns one coin. The position is the phone's word,
 * so a key is a small reward: the exchange desk checks in person.
 */

/** The places a campaign may count: those with an overlay and a position of their own. */
export const CAMPAIGN_PLACE_KINDS = ['attraction', 'shop', 'accommodation'] as const;
export type CampaignPlaceKind = (typeof CAMPAIGN_PLACE_KINDS)[number];

/** How near a place the phone must say it is for a check-in. */
export const CHECK_IN_RADIUS_M = 200;

/** A campaign's days: Taipei dates, YYYY-MM-DD, the first and last both counted. */
export interface CampaignDays {
  startsOn: string;
  endsOn: string;
}

/** Whether the campaign runs on a Taipei date (YYYY-MM-DD, so the texts compare as dates). */
export function campaignRunsOn(days: CampaignDays, taipeiDate: string): boolean {
  return days.startsOn <= taipeiDate && taipeiDate <= days.endsOn;
}

/** Whole metres from the phone's position to the place: what the member is told, and judged by. */
export function metresFrom(position: LatLng, place: LatLng): number {
  return Math.round(haversineKm(position, place) * 1000);
}

/** A place of a campaign, named by kind and id (ids repeat across kinds). */
export interface CampaignPlaceRef {
  kind: CampaignPlaceKind;
  id: number;
}

/** One check-in as kept: the place and when (epoch ms). */
export interface CheckInRecord extends CampaignPlaceRef {
  at: number;
}

const samePlace = (a: CampaignPlaceRef, b: CampaignPlaceRef): boolean =>
  a.kind === b.kind && a.id === b.id;

export type CheckInVerdict =
  | { ok: true }
  | { ok: false; reason: 'too-far'; metres: number }
  | { ok: false; reason: 'already-today' };

/**
 * Whether a check-in at `place` from `position` at `now` counts: within CHECK_IN_RADIUS_M, and
 * the member's first at that place on this Taipei day (the day turns at Taipei midnight).
 */
export function checkInVerdict(
  place: CampaignPlaceRef & LatLng,
  position: LatLng,
  now: number,
  earlier: readonly CheckInRecord[],
): CheckInVerdict {
  const metres = metresFrom(position, place);
  if (metres > CHECK_IN_RADIUS_M) return { ok: false, reason: 'too-far', metres };
  const today = taipeiDayNumber(now);
  const again = earlier.some(
    (record) => samePlace(record, place) && taipeiDayNumber(record.at) === today,
  );
  return again ? { ok: false, reason: 'already-today' } : { ok: true };
}

/** Whether the member has checked in at the place on the Taipei day of `now`. */
export function checkedInToday(
  place: CampaignPlaceRef,
  now: number,
  records: readonly CheckInRecord[],
): boolean {
  const today = taipeiDayNumber(now);
  return records.some((record) => samePlace(record, place) && taipeiDayNumber(record.at) === today);
}

/** Whether the member has checked in at the place on any day. */
export function visited(place: CampaignPlaceRef, records: readonly CheckInRecord[]): boolean {
  return records.some((record) => samePlace(record, place));
}

/**
 * Our decision (docs/campaigns.md, Coins; the spec says only "key and coin"): one coin when the
 * member has checked in at every place of the campaign at least once, on any days, and only
 * once per campaign. A campaign without places gives none.
 */
export function earnsCoin(
  places: readonly CampaignPlaceRef[],
  records: readonly CheckInRecord[],
  coinAlreadyGiven: boolean,
): boolean {
  if (coinAlreadyGiven || places.length === 0) return false;
  return places.every((place) => visited(place, records));
}
