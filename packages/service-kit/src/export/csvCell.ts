import { calendarDate, type ExportColumnKind, type ExportLanguage, type ExportValue } from './exportColumn';

/** The separator Excel expects in pt-BR (its decimal mark is the comma); en-US opens it too. */
export const CSV_SEPARATOR = ';';
/** The byte order mark that makes Excel read the file as UTF-8, accents included. */
export const CSV_BOM = '\uFEFF';

/**
 * What a spreadsheet takes for the start of a formula (OWASP "CSV injection"): `=`, `+`, `-`, `@`, a tab or a
 * carriage return. Such a text is written after an apostrophe, which Excel and LibreOffice show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const pad = (n: number) => String(n).padStart(2, '0');

function formatDate(date: Date, language: ExportLanguage, withTime: boolean): string {
  const [d, m, y] = [pad(date.getUTCDate()), pad(date.getUTCMonth() + 1), date.getUTCFullYear()];
  const day = language === 'en-US' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
  return withTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : day;
}

/** A number as the language writes it without grouping (`1234,56` in pt-BR), so Excel reads it as a number. */
function formatNumber(value: number, language: ExportLanguage, decimals?: number): string {
  const text = decimals === undefined ? String(value) : value.toFixed(decimals);
  return language === 'pt-BR' ? text.replace('.', ',') : text;
}

/** The text of one value of a column, before quoting. */
export function csvText(
  value: ExportValue,
  kind: ExportColumnKind,
  language: ExportLanguage,
  timeZone: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'money' && typeof value === 'number') return formatNumber(value / 100, language, 2);
  if (kind === 'number' && typeof value === 'number') return formatNumber(value, language);
  if ((kind === 'date' || kind === 'dateTime') && (typeof value === 'string' || value instanceof Date)) {
    const date = calendarDate(value, timeZone);
    if (date) return formatDate(date, language, kind === 'dateTime');
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  return neutralise(String(value));
}

/** A text a spreadsheet would run as a formula, written so that it shows as text. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field: quoted when it holds the separator, a quote, a line break or edge spaces; quotes doubled. */
export function csvField(text: string): string {
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of fields, ended by CRLF (RFC 4180). */
export function csvLine(texts: string[]): string {
  return texts.map(csvField).join(CSV_SEPARATOR) + '\r\n';
}
