import { RefusedError } from '../../plugins/errors';
import { OperationRefusal, type OperationReason } from '../../store/operation-refusal';

/**
 * How the console hears an operator's change the store refused (store/operation-refusal.ts):
 * the subject missing is a 404, a value the operator typed a 400 naming its field, the
 * subject's state a 409; every answer carries the reason for the console to say it.
 */
const STATUS: Record<OperationReason, 400 | 404 | 409> = {
  notFound: 404,
  notPublication: 404,
  notVisitorCentre: 400,
  past: 400,
  duplicate: 409,
  belowBooked: 409,
  notRequested: 409,
  cancelled: 409,
  started: 409,
};

/** The request's field each reason is about, where it is about one. */
export type RefusalFields = Partial<Record<OperationReason, string>>;

/**
 * Runs a change; a refusal of the store becomes the console's answer, its message naming the
 * field (`body.capacity: 3 places are booked already`) where `fields` says which.
 */
export async function answeringRefusals<T>(fields: RefusalFields, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof OperationRefusal)) throw error;
    const field = fields[error.reason];
    const message = field ? `body.${field}: ${error.message}` : error.message;
    throw new RefusedError(STATUS[error.reason], message, error.reason);
  }
}
