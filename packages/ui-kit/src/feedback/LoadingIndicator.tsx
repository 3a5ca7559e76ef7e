import { useTranslation } from '../i18n/useTranslation';

/** Inline "loading" state for a region (a remote, a list). */
export type LoadingIndicatorProps = {
  /** a small spinner that keeps the height of one input, for a slot in a bar (the top-bar search) */
  compact?: boolean;
};

export function LoadingIndicator({ compact }: LoadingIndicatorProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      className={compact ? 'lk-loading-indicator lk-loading-compact' : 'lk-loading-indicator'}
    >
      <i className="pi pi-spin pi-spinner lk-spinner" aria-hidden="true" />
      <span className="lk-sr-only">{t('loading')}</span>
    </div>
  );
}
