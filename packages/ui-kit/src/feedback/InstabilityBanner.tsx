import { Button } from 'primereact/button';
import { useTranslation } from '../i18n/useTranslation';

export type InstabilityBannerProps = {
  /** Default: reload the page. */
  onReload?: () => void;
  /** One line, for small slots such as the top bar. */
  compact?: boolean;
};

/** spec 8: 'Oops! We're experiencing some instability right now...' with a Reload action. */
export function InstabilityBanner({ onReload, compact = false }: InstabilityBannerProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      data-testid="instability-banner"
      className={compact ? 'lk-instability lk-instability-compact' : 'lk-instability'}
    >
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span className="lk-instability-text">{t('instability.message')}</span>
      <Button
        type="button"
        size="small"
        icon="pi pi-refresh"
        label={t('instability.reload')}
        onClick={onReload ?? (() => window.location.reload())}
      />
    </div>
  );
}
