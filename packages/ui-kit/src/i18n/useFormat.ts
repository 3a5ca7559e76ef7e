import { useCallback } from 'react';
import { formatDate, formatDateTime, formatMoney, formatPercent } from '@linhagem/i18n';
import type { Language } from '@linhagem/contracts';
import { usePreferences } from '../preferences/usePreferences';

export type UseFormatResult = {
  language: Language;
  /** `cents` is an integer: BRL in pt-BR, USD in en-US. */
  formatMoney: (cents: number) => string;
  /** A calendar date (YYYY-MM-DD): dd/mm/yyyy in pt-BR, mm/dd/yyyy in en-US. */
  formatDate: (isoDate: string | null | undefined) => string;
  /** An instant: the date as `formatDate` and the local time (HH:mm). */
  formatDateTime: (instant: string | Date | null | undefined) => string;
  /** 0 to 100: `64,29 %` in pt-BR, `64.29%` in en-US; `minimumFractionDigits` as Intl's. */
  formatPercent: (percent: number, minimumFractionDigits?: number) => string;
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
    formatDateTime: useCallback(
      (instant: string | Date | null | undefined) => formatDateTime(instant, language),
      [language],
    ),
    formatPercent: useCallback(
      (percent: number, minimumFractionDigits?: number) =>
        formatPercent(percent, language, minimumFractionDigits),
      [language],
    ),
  };
}
