import { ProgressBar } from 'primereact/progressbar';
import type { ProgressColor } from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';

export type ProgressIndicatorProps = { progress: number; color: ProgressColor; label: string };

/** A coloured bar (spec 4 colours) with the percentage written, the colour named for screen readers. */
export function ProgressIndicator({ progress, color, label }: ProgressIndicatorProps) {
  const { t } = useTranslation('checklist');
  const { formatPercent } = useFormat();
  const text = formatPercent(progress, 2);
  return (
    <div className="lp-progress" data-color={color} title={t(`options.color.${color}`)}>
      <ProgressBar
        value={progress}
        showValue={false}
        aria-label={label}
        aria-valuetext={`${text} (${t(`options.color.${color}`)})`}
        className={`lp-progress-${color.toLowerCase().replace('_', '-')}`}
      />
      <span className="lp-progress-value">{text}</span>
    </div>
  );
}
