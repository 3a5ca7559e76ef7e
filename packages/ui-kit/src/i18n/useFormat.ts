import { useCallback } from 'react';
import { formatDate, formatMoney } from '@linhagem/i18n';
import type { Language } from '@linhagem/contracts';
import { usePreferences } from '../preferences/usePreferences';

export type UseFormatResult = {
  language: Language;
  /** `cents` is an integer: BRL in pt-BR, USD in en-US. */
  formatMoney: (cents: number) => string;
  /** A calendar date (YYYY-MM-DD): dd/mm/yy in pt-BR, mm/dd/yy in en-US. */
  formatDate: (isoDate: string | null | undefined) => string;
};

export function useFormat(): UseFormatResult {
  const { language } = usePreferences();
  return {
    language,
    formatMoney: useCallback((cents: number) => formatMoney(cents, language), [language]),
    formatDate: useCallback(
      (isoDate: string | null | undefined) => formatDate(isoDate, language),
      [language],
    ),
  };
}
