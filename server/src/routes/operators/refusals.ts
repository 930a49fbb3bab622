import { RefusedError } from '../../plugins/errors';
import { LostPropertyError } from '../../store/lost-property/found-item-repository';
import { OperationRefusal } from '../../store/operators/operation-refusal';
import { OperatorRefusal } from '../../store/operators/operator-refusal';
import { RepairStatusChangeError } from '../../store/repairs/repair-status-repository';

/**
 * How the console hears an operator's change the store refused: the subject missing is a 404, a
 * value the operator typed a 400 naming its field, the subject's state a 409; every answer
 * carries the reason for the console to say it in the operator's words. The store's topics
 * throw refusals of their own kinds; each is read here as one reason.
 */
type Status = 400 | 404 | 409;

const STATUS: Record<string, Status> = {
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

/** The reason of a refusal of the store, whichever topic threw it; undefined for any other error. */
function reasonOf(error: unknown): string | undefined {
  if (error instanceof OperationRefusal || error instanceof OperatorRefusal) return error.reason;
  if (error instanceof RepairStatusChangeError) {
    return error.reason === 'unknown' ? 'notFound' : 'statusRefused';
  }
  if (error instanceof LostPropertyError) {
    return (
      { unknown: 'notFound', notCentre: 'notVisitorCentre' }[error.reason as string] ?? error.reason
    );
  }
  return undefined;
}

/** The request's field each reason is about, where it is about one. */
export type RefusalFields = Partial<Record<string, string>>;

/**
 * Runs a change; a refusal of the store becomes the console's answer, its message naming the
 * field (`body.capacity: 3 places are booked already`) where `fields` says which.
 */
export async function answeringRefusals<T>(fields: RefusalFields, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    const reason = reasonOf(error);
    if (reason === undefined) throw error;
    const { message } = error as Error;
    const field = fields[reason];
    throw new RefusedError(
      STATUS[reason] ?? 409,
      field ? `body.${field}: ${message}` : message,
      reason,
    );
  }
}
