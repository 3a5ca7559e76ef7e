import './uiKit.css'; // the kit's lk-* classes travel with it
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_ROUTES, TOAST_DURATION_MS, LOGIN_PATH, loginPath, staffPath } from '@linhagem/contracts';
import { createApiClient, type ApiClient } from './api/createApiClient';
import { ConfirmDialog, type ConfirmOptions } from './feedback/ConfirmDialog';
import { InstabilityBanner } from './feedback/InstabilityBanner';
import { LoadingModal } from './feedback/LoadingModal';
import { createLoadingStore } from './feedback/loadingStore';
import type { ToastApi, ToastMessage } from './feedback/ToastApi';
import { ToastHost, type ToastHostHandle } from './feedback/ToastHost';
import { i18n } from './i18n/sharedI18n';
import { getPreferences, setLoggedUser } from './preferences/preferencesStore';
import { UiKitContext, type UiKitContextValue } from './UiKitContext';

export type UiKitProviderProps = {
  children: ReactNode;
  /** Prefix of every API path; '' (same origin, through the BFF) by default. */
  apiBaseUrl?: string;
  /** Replaces the default 401 handling (forget the user, go to /login?redirect=<here>). */
  onUnauthorized?: () => void;
};

type PendingConfirm = { options: ConfirmOptions; resolve: (answer: boolean) => void };

/** One toast, one confirmation dialog, one loading modal, one API client and the current user for the whole page. Render inside the router. */
export function UiKitProvider({ children, apiBaseUrl = '', onUnauthorized }: UiKitProviderProps) {
  // under a plain BrowserRouter (the shell) navigate is a new function at each address: read through a ref, so the
  // toast, confirm and API handed to the pages stay the same objects and no page's effect runs again on a navigation
  const navigateNow = useNavigate();
  const navigateRef = useRef(navigateNow);
  navigateRef.current = navigateNow;
  const location = useLocation();
  const here = useRef('/');
  here.current = `${location.pathname}${location.search}`;
  const unauthorized = useRef(onUnauthorized);
  unauthorized.current = onUnauthorized;
  const toastRef = useRef<ToastHostHandle>(null);
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const pendingRef = useRef<PendingConfirm | null>(null);
  const [loading] = useState(createLoadingStore);
  // shown while the BFF sheds calls under load and the client waits to send them again
  const [unstable, setUnstable] = useState(false);

  const [api] = useState<ApiClient>(() =>
    createApiClient({
      baseUrl: apiBaseUrl,
      getLanguage: () => getPreferences().language,
      onLoadingChange: (active) => (active ? loading.start() : loading.stop()),
      onInstability: setUnstable,
      onUnauthorized: () => {
        if (unauthorized.current) return unauthorized.current();
        setLoggedUser(null);
        const path = here.current;
        if (!path.startsWith(LOGIN_PATH)) navigateRef.current(loginPath(path), { replace: true });
      },
      // as at sign-in: the set-up in "Minha conta" is the only page open until a second factor is on
      onSetupRequired: () => {
        const account = staffPath('account');
        if (here.current.split('?')[0] !== account) navigateRef.current(account, { replace: true });
      },
    }),
  );

  const closeConfirm = useCallback((answer: boolean) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const value = useMemo<UiKitContextValue>(() => {
    const show = (message: ToastMessage) => toastRef.current?.show({ life: TOAST_DURATION_MS, ...message });
    const t = i18n.getFixedT(null, 'common');
    const toast: ToastApi = {
      show,
      success: (text) => show({ severity: 'success', summary: text ?? t('toast.success') }),
      error: (text) => show({ severity: 'error', summary: text ?? t('toast.error') }),
      warn: (text) => show({ severity: 'warn', summary: text ?? t('toast.unsaved') }),
      info: (text) => show({ severity: 'info', summary: text }),
      clear: () => toastRef.current?.clear(),
    };
    return {
      api,
      toast,
      loading,
      confirm: (options = {}) =>
        new Promise<boolean>((resolve) => {
          pendingRef.current?.resolve(false); // one dialog at a time: a newer question dismisses the older one
          pendingRef.current = { options, resolve };
          setPending(pendingRef.current);
        }),
      logout: async () => {
        try {
          await api.post(AUTH_ROUTES.logout, undefined, { skipAuth: true, loading: false });
        } catch {
          // the cookies may already be gone; signing out locally is what matters
        }
        setLoggedUser(null);
        navigateRef.current(LOGIN_PATH);
      },
    };
  }, [api, loading]);

  return (
    <I18nextProvider i18n={i18n}>
      <UiKitContext.Provider value={value}>
        {unstable && (
          <div className="lk-instability-floating">
            <InstabilityBanner compact />
          </div>
        )}
        {children}
        <ToastHost ref={toastRef} />
        <ConfirmDialog request={pending?.options ?? null} onClose={closeConfirm} />
        <LoadingModal store={loading} />
      </UiKitContext.Provider>
    </I18nextProvider>
  );
}
