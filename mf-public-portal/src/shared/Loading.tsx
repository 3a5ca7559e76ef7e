import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from '@linhagem/ui-kit';

/** What a page shows while its data is on the way. */
export function Loading() {
  const { t } = useTranslation('portal');
  return (
    <div className="pp-loading" role="status">
      <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
