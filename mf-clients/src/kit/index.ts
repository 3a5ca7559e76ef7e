export { ApiError, isApiError } from './ApiError';
export { createFetchApi, type Api } from './createFetchApi';
export {
  LocalKitProvider,
  useKit,
  type Toaster,
  type Confirm,
  type ConfirmOptions,
  type LocalKitProviderProps,
} from './LocalKitProvider';
export { useTranslation } from 'react-i18next';
export { KitBoundary, type KitBoundaryProps } from './KitBoundary';
