import { useTranslation as useTranslationBase } from 'react-i18next';
import { i18n } from './sharedI18n';

/** react-i18next's hook bound to the shared instance, so a remote works with or without the provider above it. */
export const useTranslation = ((
  ns?: Parameters<typeof useTranslationBase>[0],
  options?: { keyPrefix?: string },
) => useTranslationBase(ns, { ...options, i18n })) as typeof useTranslationBase;
