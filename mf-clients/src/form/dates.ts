import type { Language } from '@linhagem/contracts';

/** spec 9: dd/mm/yyyy in Portuguese, mm/dd/yyyy in English (four-digit years in inputs). */
export function isoToInput(iso: string | null | undefined, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  return language === 'pt-BR' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** A complete masked date to 'YYYY-MM-DD'; an incomplete one is returned as typed (the schema reports it). */
export function inputToIso(text: string, language: Language): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return /\d/.test(text) ? text : '';
  const [, first, second, year] = match;
  return language === 'pt-BR' ? `${year}-${second}-${first}` : `${year}-${first}-${second}`;
}

export function datePattern(language: Language): string {
  return language === 'pt-BR' ? 'dd/mm/aaaa' : 'mm/dd/yyyy';
}
