import { Tag } from 'primereact/tag';
import type { DeadlineState } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';

const SEVERITY: Record<DeadlineState, 'info' | 'success' | 'danger'> = {
  OPEN: 'info',
  DONE: 'success',
  MISSED: 'danger',
};

/** A deadline's state in its colour (open blue, done green, missed red), always with its word. */
export function DeadlineStateTag({ state }: { state: DeadlineState }) {
  const { t } = useTranslation('clock');
  return <Tag severity={SEVERITY[state]} value={t(`states.${state}`)} />;
}
