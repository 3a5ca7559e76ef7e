import { ProtocolTable } from './ProtocolTable';

/** /budgets-list */
export function BudgetList() {
  return <ProtocolTable kind="budget" />;
}

export default BudgetList;
