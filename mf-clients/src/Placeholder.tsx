import { RemotePlaceholder } from '@linhagem/ui-kit';

export function Placeholder() {
  return <RemotePlaceholder name="mf-clients" />;
}

export default Placeholder;
