import { parseTaipei } from './datetime';

/*
 * The rules of booking a visitor centre's guided tour or a narrator (requirements §1
 * reservations): when a batch takes bookings, what a booking is when it arrives,
 * until when it may be cancelled, and how long the visitor's contact is kept.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A guided tour of a visitor centre, or a narrator who goes with a group. */
export const OFFERING_KINDS = ['tour', 'narrator'] as const;
export type OfferingKind = (typeof OFFERING_KINDS)[number];

/** Where a booking stands: asked for, confirmed by the centre, or cancelled by either side. */
export const BOOKING_STATUSES = ['requested', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What a batch shows a visitor: bookable, without room for a group, or no longer taking any. */
export type BatchState = 'open' | 'full' | 'closed';

/**
 * A visitor's name, email and phone are kept this long after the visit (to answer a question
 * about it), then blanked; the booking itself stays as a count.
 */
export const BOOKING_CONTACT_KEPT_DAYS = 90;

/** The instant a batch starts: its Taipei date (YYYY-MM-DD) and start time (HH:mm). */
export function batchStartsAt(date: string, time: string): number {
  return parseTaipei(`${date} ${time}`);
}

/** The last instant a batch takes bookings: `leadDays` whole days before it starts. */
export function bookingDeadline(startsAt: number, leadDays: number): number {
  return startsAt - leadDays * DAY_MS;
}

export interface BatchFacts {
  open: boolean;
  startsAt: number;
  capacity: number;
  booked: number;
}

export interface OfferingFacts {
  groupMin: number;
  leadDays: number;
}

/** Places a batch still has. */
export const placesLeft = ({ capacity, booked }: Pick<BatchFacts, 'capacity' | 'booked'>) =>
  Math.max(0, capacity - booked);

/**
 * A batch is closed once the centre closes it or its deadline passes; full when fewer places
 * are left than the smallest group the offering takes; open otherwise.
 */
export function batchState(batch: BatchFacts, offering: OfferingFacts, now: number): BatchState {
  if (!batch.open || now >= bookingDeadline(batch.startsAt, offering.leadDays)) return 'closed';
  return placesLeft(batch) < Math.max(1, offering.groupMin) ? 'full' : 'open';
}

/**
 * A guided tour's place is the visitor's as soon as it is taken; a narrator is asked for, and
 * the centre confirms once one is free for the group.
 */
export const statusOnArrival = (kind: OfferingKind): BookingStatus =>
  kind === 'tour' ? 'confirmed' : 'requested';

/** A booking may be cancelled, by the visitor or the centre, until its batch starts. */
export const isCancellable = (status: BookingStatus, startsAt: number, now: number) =>
  status !== 'cancelled' && now < startsAt;

/** When a booking's contact is blanked: BOOKING_CONTACT_KEPT_DAYS after its batch starts. */
export const bookingContactForgottenAt = (startsAt: number) =>
  startsAt + BOOKING_CONTACT_KEPT_DAYS * DAY_MS;
