import * as primeApi from 'primereact/api';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { Calendar } from 'primereact/calendar';
import { calendarYearRange } from '@linhagem/i18n';
import { ensurePrimeLocales, usePrimeLocale } from '../prime/primeLocale';

ensurePrimeLocales(primeApi);

export type CalendarPopupProps = {
  /** 'YYYY-MM-DD' or '' */
  value: string;
  label: string;
  onPick(isoDate: string): void;
};

const pad = (value: number) => String(value).padStart(2, '0');
const toIso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function fromIso(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  date.setFullYear(Number(match[1])); // years before 100 would otherwise land in the 1900s
  return date;
}

/** PrimeReact's month and year selects have no name of their own. */
const named = (element: ReactNode, name: string | undefined) =>
  isValidElement<{ 'aria-label'?: string }>(element)
    ? cloneElement(element, { 'aria-label': name })
    : element;

/** PrimeReact's inline calendar with month and year selects over spec 9's year range (1500 to current + 100). */
export function CalendarPopup({ value, label, onPick }: CalendarPopupProps) {
  const language = usePrimeLocale();
  const { first, last } = calendarYearRange();
  const date = fromIso(value);
  return (
    <Calendar
      inline
      value={date}
      locale={language}
      monthNavigator
      yearNavigator
      yearRange={`${first}:${last}`}
      minDate={new Date(first, 0, 1)}
      maxDate={new Date(last, 11, 31)}
      ariaLabel={label}
      monthNavigatorTemplate={(event) => named(event.element, primeApi.localeOption('chooseMonth', language))}
      yearNavigatorTemplate={(event) => named(event.element, primeApi.localeOption('chooseYear', language))}
      onChange={(event) => {
        if (event.value instanceof Date) onPick(toIso(event.value));
      }}
    />
  );
}

export default CalendarPopup;
