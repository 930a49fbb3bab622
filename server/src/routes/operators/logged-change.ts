import type { Transaction } from 'kysely';
import type { Store } from '../../store/core/database';
import type { Database } from '../../store/core/schema';
import { recordAction, type ActionEntry, type Actor } from './admin-guard';
import { answeringRefusals, type RefusalFields } from './refusals';

/**
 * An operator's change and its line in the log, in one transaction, so the log holds a change
 * if and only if the store does; a refusal of the store is answered as refusals.ts says, naming
 * the request's field by `fields`. `entry` may name what the change made (a new number).
 */
export function loggedChange<T>(
  store: Store,
  operator: Actor,
  fields: RefusalFields,
  change: (trx: Transaction<Database>) => Promise<T>,
  entry: (result: T) => ActionEntry,
): Promise<T> {
  return answeringRefusals(fields, () =>
    store.transaction().execute(async (trx) => {
      const result = await change(trx);
      await recordAction(trx, operator, entry(result));
      return result;
    }),
  );
}
