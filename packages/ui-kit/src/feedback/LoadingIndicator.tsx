import { useTranslation } from '../i18n/useTranslation';

/** Inline "loading" state for a region (a remote, a list). */
export function LoadingIndicator() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="lk-loading-indicator">
      <i className="pi pi-spin pi-spinner lk-spinner" aria-hidden="true" />
      <span className="lk-sr-only">{t('loading')}</span>
    </div>
  );
}
