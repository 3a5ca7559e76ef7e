import { Tag } from 'primereact/tag';
import {
  PROTOCOL_STAGE_LABELS,
  PROTOCOL_STAGES,
  progressColor,
  type ProtocolStage,
  type ProtocolStatus,
} from '@linhagem/contracts';
import { usePreferences, useTranslation } from '@linhagem/ui-kit';

const STATUS_SEVERITY = { ACTIVE: 'success', CANCELED: 'danger', FINISHED: 'info' } as const;

export function StatusChip({ status }: { status: ProtocolStatus }) {
  const { t } = useTranslation('protocols');
  return (
    <Tag value={t(`status.${status}`)} severity={STATUS_SEVERITY[status]} data-status={status} rounded />
  );
}

/** How far along the fixed stages a case is, 0 to 100, coloured by the spec 4 progress thresholds. */
export const stageProgress = (stage: ProtocolStage) =>
  (PROTOCOL_STAGES.indexOf(stage) / (PROTOCOL_STAGES.length - 1)) * 100;

export function StageChip({ stage }: { stage: ProtocolStage }) {
  const { language } = usePreferences();
  const color = progressColor(stageProgress(stage));
  return (
    <span className={`lpr-chip lpr-chip-${color.toLowerCase().replace('_', '-')}`} data-color={color}>
      {PROTOCOL_STAGE_LABELS[stage][language]}
    </span>
  );
}
