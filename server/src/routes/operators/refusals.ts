import { RefusedError } from '../../plugins/errors';
import {
  OperatorRefusal,
  type OperatorRefusalReason,
} from '../../store/operators/operator-refusal';

/**
 * How the console hears an operator's change the store refused: the subject missing is a 404, a
 * value the operator typed a 400 naming its field, the subject's state a 409; every answer
 * carries the reason for the console to say it in the operator's words. Every area's store
 * refuses with the one OperatorRefusal, whose reason says which.
 */
type Status = 400 | 404 | 409;

const STATUS: Record<OperatorRefusalReason, Status> = {
  notFound: 404,
  notPublication: 404,
  notVisitorCentre: 400,
  past: 400,
  invalid: 400,
  days: 400,
  duplicate: 409,
  belowBooked: 409,
  notRequested: 409,
  cancelled: 409,
  started: 409,
  answered: 409,
  statusRefused: 409,
  notHeld: 409,
  notOpen: 409,
};

/** The request's field each reason is about, where it is about one. */
export type RefusalFields = Partial<Record<OperatorRefusalReason, string>>;

/**
 * Runs a change; a refusal of the store becomes the console's answer, its message naming the
 * field (`body.capacity: 3 places are booked already`) where `fields` says which.
 */
export async function answeringRefusals<T>(fields: RefusalFields, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof OperatorRefusal)) throw error;
    const { reason, message } = error;
    const field = fields[reason];
    throw new RefusedError(STATUS[reason], field ? `body.${field}: ${message}` : message, reason);
  }
}
