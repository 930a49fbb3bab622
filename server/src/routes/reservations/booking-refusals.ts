import type { BookingProblem } from '../../store/reservations/booking-repository';
import { WriteRefusal } from '../writes/write-route';

/*
 * A booking the store would not make, said at the field the visitor changes to fix it: the
 * batch (another time), the party (fewer people, or within what one contact may hold), the
 * language, or the secret.
 */

/** Why a booking was refused (reservate, reservate-narrator). */
export function bookingRefusal(problem: BookingProblem): WriteRefusal {
  switch (problem.problem) {
    case 'missing':
      return new WriteRefusal(404, 'body.batch: no such batch on offer', [
        { field: 'batch', rule: 'choice' },
      ]);
    case 'closed':
      return new WriteRefusal(409, 'body.batch: this batch no longer takes bookings', [
        { field: 'batch', rule: 'closed' },
      ]);
    case 'full':
      return problem.placesLeft === 0
        ? new WriteRefusal(
            409,
            'body.batch: no places are left in this batch',
            [{ field: 'batch', rule: 'full' }],
            { placesLeft: 0 },
          )
        : new WriteRefusal(
            409,
            `body.party: only ${problem.placesLeft} places are left in this batch`,
            [{ field: 'party', rule: 'full', limit: problem.placesLeft }],
            { placesLeft: problem.placesLeft },
          );
    case 'language':
      return new WriteRefusal(
        422,
        `body.language: this is given in ${problem.languages.join(', ')}`,
        [{ field: 'language', rule: 'choice' }],
      );
    case 'partyBelow':
      return new WriteRefusal(422, `body.party: groups of at least ${problem.limit} are taken`, [
        { field: 'party', rule: 'tooLow', limit: problem.limit },
      ]);
    case 'partyAbove':
      return new WriteRefusal(422, `body.party: groups of at most ${problem.limit} are taken`, [
        { field: 'party', rule: 'tooHigh', limit: problem.limit },
      ]);
    case 'contactLimit':
      // Like a full batch, a refusal of the batch as it stands (409), said at the party.
      return new WriteRefusal(
        409,
        `body.party: one email or phone may hold at most ${problem.limit} places in this batch, ${problem.held} held already`,
        [{ field: 'party', rule: 'contactLimit', limit: problem.limit }],
      );
    case 'wrongSecret':
    case 'cancelled':
      return lookupRefusal(problem);
  }
}

/** Why a booking was not shown or not cancelled (application, its cancel). */
export function lookupRefusal(problem: BookingProblem): WriteRefusal {
  switch (problem.problem) {
    case 'cancelled':
      return new WriteRefusal(409, 'body.number: this booking is cancelled already', [
        { field: 'number', rule: 'used' },
      ]);
    case 'closed':
      return new WriteRefusal(409, "body.number: this booking's batch has started", [
        { field: 'number', rule: 'closed' },
      ]);
    default:
      // A number that does not exist says the same as a wrong secret: nothing to guess from.
      return new WriteRefusal(403, 'body.secret: the number and secret do not go together', [
        { field: 'secret', rule: 'wrongSecret' },
      ]);
  }
}
