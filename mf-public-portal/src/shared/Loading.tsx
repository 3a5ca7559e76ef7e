import { useTranslation } from '@linhagem/ui-kit';

/** What a page shows while its data or its code is on the way (an icon font spinner: no JavaScript of its own). */
export function Loading() {
  const { t } = useTranslation('portal');
  return (
    <div className="pp-loading" role="status">
      <i className="pi pi-spin pi-spinner pp-spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
