import { RemotePlaceholder } from '@linhagem/ui-kit';

export function Placeholder() {
  return <RemotePlaceholder name="mf-public-portal" />;
}

export default Placeholder;
