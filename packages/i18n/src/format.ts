import type { Language } from '@linhagem/contracts';

/** spec 1: the office's money is BRL in pt-BR, USD in en-US (what money inputs and figures show). */
export function officeCurrency(language: Language): 'BRL' | 'USD' {
  return language === 'pt-BR' ? 'BRL' : 'USD';
}

/** spec 1: the office's currency by language, two decimals. `cents` is an integer. */
export function formatMoney(cents: number, language: Language, currency?: 'EUR'): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    // a foreign government's fee keeps its own currency (issue 16 item 1)
    currency: currency ?? officeCurrency(language),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** spec 3: "1.234,56" (comma decimals, dot thousands) to integer cents; undefined when not a number. */
export function parseMoneyInput(text: string): number | undefined {
  const normalized = text
    .replace(/[^\d,.-]/g, '')
    .replace(/\./g, '')
    .replace(',', '.');
  if (!/^-?\d+(\.\d{0,2})?$/.test(normalized)) return undefined;
  return Math.round(Number(normalized) * 100);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * spec 9 "dd/mm/yy" is PrimeReact's pattern, where `yy` is the four-digit year: dd/mm/yyyy in Portuguese,
 * mm/dd/yyyy in English (a genealogy office lists people born in 1878). A calendar date (YYYY-MM-DD) never
 * shifts by time zone.
 */
export function formatDate(isoDate: string | undefined | null, language: Language): string {
  const match = ISO_DATE.exec(isoDate ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  return language === 'pt-BR' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** An instant (ISO timestamp) as the date of `formatDate` and the local time, `19/03/2026 14:05`. */
export function formatDateTime(instant: string | Date | undefined | null, language: Language): string {
  if (!instant) return '';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${formatDate(date, language)} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * A percentage (0 to 100, as the checklist and tax rates hold it) in the language's way: `64,29 %` in pt-BR
 * (comma decimals and a space, as Brazilian style guides write it), `64.29%` in en-US. Up to two decimals;
 * `minimumFractionDigits` 2 keeps a column of progress figures aligned.
 */
export function formatPercent(percent: number, language: Language, minimumFractionDigits = 0): string {
  const number = new Intl.NumberFormat(language, { minimumFractionDigits, maximumFractionDigits: 2 }).format(
    percent,
  );
  return language === 'pt-BR' ? `${number} %` : `${number}%`;
}

/** The placeholder of a date input in the person's order: `dd/mm/aaaa` or `mm/dd/yyyy`. */
export function datePattern(language: Language): string {
  return language === 'pt-BR' ? 'dd/mm/aaaa' : 'mm/dd/yyyy';
}

/**
 * A typed date (`dd/mm/yyyy` or `mm/dd/yyyy`) to `YYYY-MM-DD`; an incomplete one is returned as typed so a schema
 * reports it, and text without digits means empty.
 */
export function parseDateInput(text: string, language: Language): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return /\d/.test(text) ? text : '';
  const [, first, second, year] = match;
  return language === 'pt-BR' ? `${year}-${second}-${first}` : `${year}-${first}-${second}`;
}

/** spec 5 and 9: calendars offer the years 1500 to the current year + 100. */
export function calendarYearRange(today = new Date()): { first: number; last: number } {
  return { first: 1500, last: today.getFullYear() + 100 };
}
