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
      {/* PrimeReact's button classes without its component: the banner must not wait for more JavaScript */}
      <button
        type="button"
        className="p-button p-component p-button-sm"
        onClick={onReload ?? (() => window.location.reload())}
      >
        <span className="p-button-icon p-button-icon-left pi pi-refresh" aria-hidden="true" />
        <span className="p-button-label">{t('instability.reload')}</span>
      </button>
    </div>
  );
}
