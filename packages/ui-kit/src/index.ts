export { UiKitProvider, type UiKitProviderProps } from './UiKitProvider';
export {
  useToast,
  useConfirm,
  useApi,
  useLoading,
  useCurrentUser,
  useRedirect,
  type UseLoadingResult,
  type UseCurrentUserResult,
  type RedirectOptions,
} from './hooks';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
  type HttpMethod,
  type UploadOptions,
} from './api/createApiClient';
export type { UploadProgress } from './api/sendWithProgress';
export {
  isApiError,
  isUnreachable,
  validationIssues,
  NETWORK_ERROR,
  TIMEOUT_ERROR,
  type ApiError,
} from './api/ApiError';
export type { ToastApi, ToastMessage, ToastSeverity } from './feedback/ToastApi';
export { ConfirmDialog, type ConfirmOptions, type ConfirmDialogProps } from './feedback/ConfirmDialog';
export { AppModal, type AppModalProps } from './feedback/AppModal';
export { InstabilityBanner, type InstabilityBannerProps } from './feedback/InstabilityBanner';
export { LoadingIndicator, type LoadingIndicatorProps } from './feedback/LoadingIndicator';
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { RemoteBoundary, type RemoteBoundaryProps } from './remote/RemoteBoundary';
export {
  createRemoteLoader,
  type FederationRuntime,
  type RemoteLoader,
  type RemoteLoaderOptions,
  type RemoteManifest,
} from './remote/remoteLoader';
export { remoteRoutes } from './routes/remoteRoutes';
export { usePreferences, type UsePreferencesResult } from './preferences/usePreferences';
export {
  getPreferences,
  updatePreferences,
  subscribePreferences,
  getLoggedUser,
  setLoggedUser,
  reloadPreferences,
  DEFAULT_PREFERENCES,
  PREFERENCES_KEY,
  LOGGED_USER_KEY,
  type Preferences,
} from './preferences/preferencesStore';
export { i18n } from './i18n/sharedI18n';
export { useTranslation } from './i18n/useTranslation';
export { useFormat, type UseFormatResult } from './i18n/useFormat';
export { SignInsTable, type SignInsTableProps } from './signIns/SignInsTable';
export { useDebouncedValue } from './useDebouncedValue';
export { translateError, translateIssue, type ErrorMessageOverrides } from './i18n/translateError';
export type { CurrentUser } from './user/CurrentUser';
export { MaskInput, type MaskInputProps } from './input/MaskInput';
export { fitMask } from './input/fitMask';
export { DateInput, type DateInputProps } from './input/DateInput';
export { MoneyInput, type MoneyInputProps } from './input/MoneyInput';
export { PercentInput, type PercentInputProps } from './input/PercentInput';
export { usePrimeLocale } from './prime/primeLocale';
export { useListUrlState, type ListSort, type ListUrlState } from './list/useListUrlState';
export {
  useUnsavedChangesGuard,
  type UnsavedChangesGuard,
  type UnsavedChangesGuardOptions,
  type NavigateAway,
} from './unsaved/useUnsavedChangesGuard';
export { useGuardedNavigate } from './unsaved/useGuardedNavigate';
export { useTypedListFilters } from './list/useTypedListFilters';
export { useLazyPage, type LazyPage, type PageRequest } from './list/useLazyPage';
export { useLazyList, type LazyList, type LazyListOptions } from './list/useLazyList';
export { LazyTable, type LazyColumn, type LazyTableProps } from './list/LazyTable';
export { openColumn, type OpenColumnOptions } from './list/openColumn';
export { ClearFiltersButton, type ClearFiltersButtonProps } from './list/ClearFiltersButton';
export { findTypeAheadIndex, useTypeAhead, TYPE_AHEAD_RESET_MS } from './input/typeAhead';
export { PasswordStrengthMeter, type PasswordStrengthMeterProps } from './password/PasswordStrengthMeter';
export { estimatePasswordStrength, type PasswordStrength } from './password/estimatePasswordStrength';
export { PedigreeChart, type PedigreeCardPerson, type PedigreeChartProps } from './pedigree/PedigreeChart';
export { layoutPedigree, PEDIGREE_CARD, type PedigreeLayout } from './pedigree/layoutPedigree';
export { ProtocolLineageChart, type ProtocolLineageChartProps } from './pedigree/ProtocolLineageChart';
export { checklistWarningText } from './i18n/checklistWarningText';
export { ExportButton, type ExportButtonProps } from './list/ExportButton';
export { saveAs } from './api/saveAs';
export { PixCodeView, type PixCodeViewProps } from './pix/PixCodeView';
export {
  useOfficeToday,
  useOfficeTimeZone,
  setOfficeTimeZone,
  resetOfficeTimeZone,
} from './officeDay/useOfficeToday';
