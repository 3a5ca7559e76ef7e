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

/** The office's time zone (DESIGN "Dates"): a moment is shown as the office saw it. */
export const OFFICE_TIME_ZONE = 'America/Sao_Paulo';

/** The language of an `Accept-Language` header: English when it starts so, else the default pt-BR. */
export function exportLanguage(acceptLanguage: string | undefined): ExportLanguage {
  return /^\s*en/i.test(acceptLanguage ?? '') ? 'en-US' : 'pt-BR';
}

/** The office's wall clock: an instant's year, month, day and time (24 h) in OFFICE_TIME_ZONE, as parts. */
export const officeClockParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The office's wall-clock time of an instant, as the fields of a UTC date (a spreadsheet date has no zone). */
export function officeWallClock(instant: Date): Date {
  const parts = Object.fromEntries(officeClockParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return new Date(
    Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  );
}

/** A calendar date `YYYY-MM-DD` (or an instant) as a UTC midnight, the way a spreadsheet stores a date. */
export function calendarDate(value: string | Date): Date | undefined {
  if (value instanceof Date) return officeWallClock(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
}
