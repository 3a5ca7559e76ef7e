import { ProtocolTable } from './ProtocolTable';

/** /protocol-list */
export function ProtocolList() {
  return <ProtocolTable kind="protocol" />;
}

export default ProtocolList;
