import type { Language } from '@linhagem/contracts';

/** spec 1: BRL in pt-BR, USD in en-US, two decimals. `cents` is an integer. */
export function formatMoney(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: language === 'pt-BR' ? 'BRL' : 'USD',
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

/** spec 9: dd/mm/yy in Portuguese, mm/dd/yy in English; a calendar date (YYYY-MM-DD) never shifts by time zone. */
export function formatDate(isoDate: string | undefined | null, language: Language): string {
  if (!isoDate) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return '';
  const [, year, month, day] = match;
  const yy = year.slice(2);
  return language === 'pt-BR' ? `${day}/${month}/${yy}` : `${month}/${day}/${yy}`;
}
