import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from '../i18n/useTranslation';

/** Inline "loading" state for a region (a remote, a list). */
export function LoadingIndicator() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="lk-loading-indicator">
      <ProgressSpinner style={{ width: '32px', height: '32px' }} strokeWidth="5" aria-hidden="true" />
      <span className="lk-sr-only">{t('loading')}</span>
    </div>
  );
}
