import { statusOnArrival, type BookingStatus, type OfferingKind } from './bookings';

/*
 * How many places one booker takes at once (requirements §9, our decision; docs/writes.md,
 * Bookings): an offering's contact limit is the most a party, or one contact's bookings of a
 * batch together, may take without the visitor centre's word.
 */

/** The contact limit of an offering no operator has set: a family or a small group. */
export const CONTACT_LIMIT_DEFAULT = 10;

/** A booking of the batch as the store keeps it: its party and whom it answers to. */
export interface HeldBooking {
  party: number;
  email: string | null;
  phone: string | null;
}

/** An email as one person's: trimmed, in one case (providers do not tell cases apart). */
const emailKey = (email: string | null | undefined) => email?.trim().toLowerCase() || undefined;

/** A phone by its digits, a Taiwanese number written +886 or 00886 read as its 0 form. */
export function phoneKey(phone: string | null | undefined): string | undefined {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (digits === '') return undefined;
  const abroad = /^(\+\s*|00)886/.test(phone?.trim() ?? '');
  return abroad ? `0${digits.replace(/^(00)?886/, '')}` : digits;
}

/** Whether two contacts are one booker: the same email or the same phone. */
export function sameBooker(
  a: { email?: string | null; phone?: string | null },
  b: { email?: string | null; phone?: string | null },
): boolean {
  const email = emailKey(a.email);
  const phone = phoneKey(a.phone);
  return (
    (email !== undefined && email === emailKey(b.email)) ||
    (phone !== undefined && phone === phoneKey(b.phone))
  );
}

/** The places a contact already holds in a batch, among its bookings not cancelled. */
export const placesHeldBy = (
  contact: { email?: string | null; phone?: string | null },
  bookings: readonly HeldBooking[],
) => bookings.reduce((sum, held) => sum + (sameBooker(contact, held) ? held.party : 0), 0);

/** What a booking becomes as it arrives: its status, or refused for the contact's limit. */
export type Arrival = { status: BookingStatus } | { refused: 'contactLimit'; limit: number };

/**
 * A party within the contact limit arrives as its kind does (a tour confirmed); a larger party
 * is one group's request the centre answers, so it waits as requested. A contact who already
 * holds places may add to them up to the limit only: past it, the booking is refused, since
 * a further booking from the same person is not a group the centre can weigh but a share of
 * the batch taken piece by piece; the group books once, as one party (requirements §9).
 */
export function arrivalOf(
  kind: OfferingKind,
  { party, held, contactLimit }: { party: number; held: number; contactLimit: number },
): Arrival {
  if (held > 0 && held + party > contactLimit) {
    return { refused: 'contactLimit', limit: contactLimit };
  }
  return { status: party > contactLimit ? 'requested' : statusOnArrival(kind) };
}
