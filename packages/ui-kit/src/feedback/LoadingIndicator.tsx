import { useTranslation } from '../i18n/useTranslation';

/** Inline "loading" state for a region (a remote, a list). */
export type LoadingIndicatorProps = {
  /** a small spinner that keeps the height of one input, for a slot in a bar (the top-bar search) */
  compact?: boolean;
  /** what is loading, said to screen readers ("Loading the office's figures"); "Loading…" when not given */
  label?: string;
};

/** One spinner for every loading region: a named status, the spinner itself hidden from screen readers. */
export function LoadingIndicator({ compact, label }: LoadingIndicatorProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-label={label}
      className={compact ? 'lk-loading-indicator lk-loading-compact' : 'lk-loading-indicator'}
    >
      <i className="pi pi-spin pi-spinner lk-spinner" aria-hidden="true" />
      <span className="lk-sr-only">{label ?? t('loading')}</span>
    </div>
  );
}
