import { RemotePlaceholder } from '@linhagem/ui-kit';

export function Placeholder() {
  return <RemotePlaceholder name="mf-protocols" />;
}

export default Placeholder;
