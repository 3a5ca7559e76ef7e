import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast } from 'primereact/toast';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { CONFIRMATION_MODAL_WIDTH, TOAST_DURATION_MS } from '@linhagem/contracts';
import { createFetchApi, type Api } from './createFetchApi';

export type Toaster = {
  success(message?: string): void;
  error(message?: string): void;
  warn(message?: string): void;
};
export type ConfirmOptions = { title?: string; message?: string };
export type Confirm = (options?: ConfirmOptions) => Promise<boolean>;
type Kit = { api: Api; toast: Toaster; confirm: Confirm };

export const KitContext = createContext<Kit | null>(null);

export function useKit(): Kit {
  const kit = useContext(KitContext);
  if (!kit) throw new Error('mf-clients: render inside LocalKitProvider');
  return kit;
}

type Pending = ConfirmOptions & { resolve(answer: boolean): void };

export type LocalKitProviderProps = { children: ReactNode; api?: Api };

/** Toast, confirmation dialog and API client for the standalone page and the tests. */
export function LocalKitProvider({ children, api }: LocalKitProviderProps) {
  const { t } = useTranslation();
  const toastRef = useRef<Toast>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const toast = useMemo<Toaster>(() => {
    const show = (severity: 'success' | 'error' | 'warn', fallback: string) => (message?: string) =>
      toastRef.current?.show({ severity, summary: message ?? fallback, life: TOAST_DURATION_MS });
    return {
      success: show('success', t('toast.success')),
      error: show('error', t('toast.error')),
      warn: show('warn', t('toast.unsaved')),
    };
  }, [t]);

  const confirm = useCallback<Confirm>(
    (options = {}) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );
  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };
  const kit = useMemo(() => ({ api: api ?? createFetchApi(), toast, confirm }), [api, toast, confirm]);

  return (
    <KitContext.Provider value={kit}>
      {children}
      <Toast ref={toastRef} />
      <Dialog
        visible={pending !== null}
        header={pending?.title ?? t('confirm.title')}
        onHide={() => answer(false)}
        style={{ width: CONFIRMATION_MODAL_WIDTH }}
        footer={
          <>
            <Button label={t('confirm.cancel')} text onClick={() => answer(false)} />
            <Button label={t('confirm.yes')} autoFocus onClick={() => answer(true)} />
          </>
        }
      >
        <p>{pending?.message ?? t('confirm.message')}</p>
      </Dialog>
    </KitContext.Provider>
  );
}
