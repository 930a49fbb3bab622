/**
 * An operator's action the store cannot do as asked (a capacity below the places booked, a
 * batch in the past): nothing is changed, and the console says why in the operator's words.
 */
export type OperationReason =
  | 'notFound'
  | 'notVisitorCentre'
  | 'past'
  | 'duplicate'
  | 'belowBooked'
  | 'notRequested'
  | 'cancelled'
  | 'started'
  | 'notPublication';

export class OperationRefusal extends Error {
  constructor(
    readonly reason: OperationReason,
    message: string,
  ) {
    super(message);
    this.name = 'OperationRefusal';
  }
}
