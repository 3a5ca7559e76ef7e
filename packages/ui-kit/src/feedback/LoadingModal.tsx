import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { LoadingStore } from './loadingStore';

export type LoadingModalProps = { store: LoadingStore };

/** spec 7: POST requests show a loading modal; it blocks the page until every such call ends. */
export function LoadingModal({ store }: LoadingModalProps) {
  const { t } = useTranslation('common');
  const loading = useSyncExternalStore(store.subscribe, store.isLoading, store.isLoading);
  if (!loading) return null;
  return (
    <div
      className="lk-loading-modal"
      role="dialog"
      aria-modal="true"
      aria-busy="true"
      aria-label={t('loading')}
    >
      <div role="status" className="lk-loading-box">
        <i className="pi pi-spin pi-spinner lk-spinner lk-spinner-large" aria-hidden="true" />
        <span>{t('loading')}</span>
      </div>
    </div>
  );
}
