import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { ApiClient } from './api/createApiClient';
import type { ConfirmOptions } from './feedback/ConfirmDialog';
import type { ToastApi } from './feedback/ToastApi';
import { getLoggedUser, setLoggedUser, subscribePreferences } from './preferences/preferencesStore';
import type { CurrentUser } from './user/CurrentUser';
import { useUiKit } from './UiKitContext';

export function useToast(): ToastApi {
  return useUiKit().toast;
}

/** `await confirm({ title, message, closeOnEscape })` resolves true on Yes, false on Cancel, close or Escape. */
export function useConfirm(): (options?: ConfirmOptions) => Promise<boolean> {
  return useUiKit().confirm;
}

export function useApi(): ApiClient {
  return useUiKit().api;
}

export type UseLoadingResult = {
  loading: boolean;
  start: () => void;
  stop: () => void;
  /** Shows the loading modal until the promise settles. */
  track: <T>(promise: Promise<T>) => Promise<T>;
};

export function useLoading(): UseLoadingResult {
  const { loading: store } = useUiKit();
  const loading = useSyncExternalStore(store.subscribe, store.isLoading, store.isLoading);
  const track = useCallback(
    <T>(promise: Promise<T>) => {
      store.start();
      return promise.finally(store.stop);
    },
    [store],
  );
  return { loading, start: store.start, stop: store.stop, track };
}

export type UseCurrentUserResult = {
  user: CurrentUser | null;
  setUser: (user: CurrentUser | null) => void;
  /** POST /logout, forget the user, go to /login. */
  logout: () => Promise<void>;
};

export function useCurrentUser(): UseCurrentUserResult {
  const { logout } = useUiKit();
  const user = useSyncExternalStore(subscribePreferences, getLoggedUser, getLoggedUser);
  return { user, setUser: setLoggedUser, logout };
}

export type RedirectOptions = { newTab?: boolean; replace?: boolean };

/** spec 2: opens a path in the same tab (router) or in a new tab; '#/client/1' and '/client/1' are the same path. */
export function useRedirect(): (path: string, options?: RedirectOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string, options: RedirectOptions = {}) => {
      const target = path.replace(/^#/, '').replace(/^(?!\/)/, '/');
      if (options.newTab) window.open(target, '_blank', 'noopener');
      else navigate(target, { replace: options.replace });
    },
    [navigate],
  );
}
