import { ActionsLog } from './ActionsLog';
import { OperatorList } from './OperatorList';

/**
 * For admins, read only (docs/architecture.md, Operator console): who may sign in, and what
 * everyone did.
 */
export default function OperatorsSection() {
  return (
    <>
      <OperatorList />
      <ActionsLog />
    </>
  );
}
