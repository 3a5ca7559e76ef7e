import { officeWallClock } from '@linhagem/contracts';

/** The languages of an export's headers, number and date formats (spec 1: BRL in pt-BR, USD in en-US). */
export type ExportLanguage = 'pt-BR' | 'en-US';

/**
 * How a column is written: `money` is integer cents (shown as BRL or USD), `date` a calendar date `YYYY-MM-DD`,
 * `dateTime` an instant shown in the office's time zone.
 */
export type ExportColumnKind = 'text' | 'number' | 'money' | 'date' | 'dateTime';

export type ExportValue = string | number | boolean | Date | null | undefined;

/** One column of an exported list: its header in both languages, its kind and how a row gives its value. */
export type ExportColumn<T> = {
  header: Record<ExportLanguage, string>;
  kind?: ExportColumnKind;
  /** XLSX column width in characters */
  width?: number;
  value: (row: T) => ExportValue;
};

/** The language of an `Accept-Language` header: English when it starts so, else the default pt-BR. */
export function exportLanguage(acceptLanguage: string | undefined): ExportLanguage {
  return /^\s*en/i.test(acceptLanguage ?? '') ? 'en-US' : 'pt-BR';
}

/**
 * A calendar date `YYYY-MM-DD` as a UTC midnight, the way a spreadsheet stores a date; an instant as the office's
 * wall clock in `timeZone` (DESIGN "The office's day": a moment is shown as the office saw it).
 */
export function calendarDate(value: string | Date, timeZone: string): Date | undefined {
  if (value instanceof Date) return officeWallClock(timeZone, value);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
}
