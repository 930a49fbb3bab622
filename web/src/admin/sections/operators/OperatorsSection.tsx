import { ActionsLog } from './ActionsLog';
import { OperatorList } from './OperatorList';

/** For admins, read only (issue 16 point 5): who may sign in, and what everyone did. */
export default function OperatorsSection() {
  return (
    <>
      <OperatorList />
      <ActionsLog />
    </>
  );
}
