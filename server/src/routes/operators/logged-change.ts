import type { Transaction } from 'kysely';
import { inTransaction } from '../../store/core/database';
import type { WrittenDb, WrittenTables } from '../../store/core/written-tables';
import {
  operatorActionRepository,
  type ActionEntry,
  type Actor,
} from '../../store/operators/operator-action-repository';
import { answeringRefusals, type RefusalFields } from './refusals';

/**
 * An operator's change and its line in the log, in one transaction, so the log holds a change
 * if and only if the store does; a refusal of the store is answered as refusals.ts says, naming
 * the request's field by `fields`. `change` gets the transaction to build its repository on;
 * `entry` may name what the change made (a new number).
 */
export type LoggedChange = <T>(
  operator: Actor,
  fields: RefusalFields,
  change: (trx: Transaction<WrittenTables>) => Promise<T>,
  entry: (result: T) => ActionEntry,
) => Promise<T>;

/**
 * The console's changes to the written tables, each logged (built once per area, in its
 * index.ts).
 */
export function loggedChanges(db: WrittenDb): LoggedChange {
  return (operator, fields, change, entry) =>
    answeringRefusals(fields, () =>
      inTransaction(db, async (trx) => {
        const result = await change(trx);
        await operatorActionRepository(trx).record(operator, entry(result));
        return result;
      }),
    );
}
