/**
 * What an operator's action cannot do as asked, and why (a capacity below the places booked, a
 * batch in the past, a report's status the rules do not allow): nothing is written when it is
 * thrown, and the console says the reason in the operator's words (routes/operators/refusals.ts).
 * Every area's changes throw this one kind.
 */
export type OperatorRefusalReason =
  | 'notFound'
  | 'invalid'
  | 'days'
  | 'past'
  | 'notVisitorCentre'
  | 'notPublication'
  | 'duplicate'
  | 'belowBooked'
  | 'notRequested'
  | 'cancelled'
  | 'started'
  | 'answered'
  | 'statusRefused'
  | 'notHeld'
  | 'notOpen';

export class OperatorRefusal extends Error {
  constructor(
    readonly reason: OperatorRefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'OperatorRefusal';
  }
}
