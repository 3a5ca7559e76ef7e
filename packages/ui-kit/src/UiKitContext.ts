import { createContext, useContext } from 'react';
import type { ApiClient } from './api/createApiClient';
import type { ToastApi } from './feedback/ToastApi';
import type { ConfirmOptions } from './feedback/ConfirmDialog';
import type { LoadingStore } from './feedback/loadingStore';

export type UiKitContextValue = {
  api: ApiClient;
  toast: ToastApi;
  confirm: (options?: ConfirmOptions) => Promise<boolean>;
  loading: LoadingStore;
  logout: () => Promise<void>;
};

export const UiKitContext = createContext<UiKitContextValue | null>(null);

export function useUiKit(): UiKitContextValue {
  const value = useContext(UiKitContext);
  if (!value) throw new Error('Render inside <UiKitProvider> (the shell provides it to every remote).');
  return value;
}
