import { DocumentForm } from './DocumentForm';

/** A contract: the one document form in its contract configuration, exposed to the shell on its own. */
export default function ContractForm() {
  return <DocumentForm kind="contract" />;
}
