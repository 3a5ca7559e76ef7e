import type { RenderLanguage } from '@linhagem/contracts';
import { knownOfficeTimeZone } from '@linhagem/service-kit';

/** spec 1: BRL in pt-BR, USD in en-US. */
const CURRENCY: Record<RenderLanguage, string> = { 'pt-BR': 'BRL', 'en-US': 'USD' };

/** Integer cents as money of the language, with a plain space (pdf text extractors and copy-paste keep it). */
export function formatMoney(cents: number, language: RenderLanguage, currency?: 'BRL'): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency ?? CURRENCY[language] })
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');
}

/** A percent with up to two decimals, as the language writes it: 6,5% / 6.5%. */
export function formatPercent(value: number, language: RenderLanguage): string {
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value)}%`;
}

/**
 * spec 9: dd/mm/yyyy in Portuguese, mm/dd/yyyy in English (four-digit years on paper), on the office's calendar
 * (a PDF made at 22:00 in São Paulo is dated that day, not the next UTC one).
 */
export function formatDate(date: Date, language: RenderLanguage, timeZone = knownOfficeTimeZone()): string {
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** A calendar date `YYYY-MM-DD` (a birthday: no time zone shift). */
export function formatCalendarDate(iso: string, language: RenderLanguage): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return iso;
  return formatDate(new Date(Date.UTC(year, month - 1, day, 12)), language, 'UTC');
}

/** The date in words: "26 de novembro de 2026" / "November 26, 2026". */
export function formatDateInWords(
  date: Date,
  language: RenderLanguage,
  timeZone = knownOfficeTimeZone(),
): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(date);
}

/** "Ana, Bruno e Carla" / "Ana, Bruno and Carla". */
export function formatList(items: string[], language: RenderLanguage): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}
