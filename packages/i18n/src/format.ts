import type { Language } from '@linhagem/contracts';

/** spec 1: the office's money is BRL in pt-BR, USD in en-US (what money inputs and figures show). */
export function officeCurrency(language: Language): 'BRL' | 'USD' {
  return language === 'pt-BR' ? 'BRL' : 'USD';
}

/** spec 1: the office's currency by language, two decimals. `cents` is an integer. */
export function formatMoney(cents: number, language: Language, currency?: 'EUR' | 'BRL'): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    // a foreign government's fee keeps its own currency (EUR for Italy's fees); a Pix payment is always in reais
    currency: currency ?? officeCurrency(language),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** The decimal and grouping separators of each language's amounts (spec 3: pt-BR `1.234,56`; en-US `1,234.56`). */
const SEPARATORS: Record<Language, { decimal: string; group: string }> = {
  'pt-BR': { decimal: ',', group: '.' },
  'en-US': { decimal: '.', group: ',' },
};

/** What is left of a typed or pasted amount without spaces and its leading symbol (`R$ 1.500,00`, `US$`, `$`). */
const amountText = (text: string) => text.replace(/\s/g, '').replace(/^(?:R\$|US\$|\$)/i, '');

/** A money input holding no amount at all: nothing, spaces or a lone currency symbol. */
export function isBlankMoney(text: string): boolean {
  return amountText(text) === '';
}

/** `1.500.000` (with `.`) to `1500000`; null unless every group after the first has exactly three digits. */
function ungroup(text: string, group: string): string | null {
  const [first, ...rest] = text.split(group);
  if (!/^[1-9]\d{0,2}$/.test(first) || !rest.every((part) => /^\d{3}$/.test(part))) return null;
  return first + rest.join('');
}

/**
 * An amount as people type or paste it, to integer cents; null when it is not one (so no digit is ever dropped
 * silently). pt-BR reads `1.500,00`, `1500,00`, `1500`, `1.500` and `R$ 1.500,00` as 150000; en-US the same
 * with its own separators (`1,500.00`). A lone grouping separator followed by exactly three digits groups
 * (`1.500` is one thousand five hundred); followed by one or two it is a decimal point typed with the other
 * convention (`1500.5` is 1500,50). With both separators the last one is the decimal, as in an amount copied
 * from the other language. More than two decimals, a sign or any other character is not an amount.
 */
export function parseMoney(text: string, language: Language): number | null {
  return hundredthsOf(amountText(text), language);
}

/** What is left of a typed percentage without spaces and its trailing `%` (`12,5 %`, `12.5%`). */
const percentText = (text: string) => text.replace(/\s/g, '').replace(/%$/, '');

/** A percentage input holding nothing: nothing, spaces or a lone `%`. */
export function isBlankPercent(text: string): boolean {
  return percentText(text) === '';
}

/**
 * A percentage as people type or paste it (`12,5`, `12,5 %`, `12.5%`), read as parseMoney reads an amount, up to
 * two decimals; null when it is not one. A number above 100 is read as typed (`125`), never cut: the form's
 * schema refuses it with the field's message.
 */
export function parsePercent(text: string, language: Language): number | null {
  const hundredths = hundredthsOf(percentText(text), language);
  return hundredths === null ? null : hundredths / 100;
}

/** Digits and separators in either convention to hundredths (cents of an amount); null when they are not a number. */
function hundredthsOf(amount: string, language: Language): number | null {
  if (!/^[\d.,]*\d[\d.,]*$/.test(amount)) return null;
  const parts = wholeAndFraction(amount, SEPARATORS[language]);
  if (!parts) return null;
  const [whole, fraction] = parts;
  if (!/^\d{0,2}$/.test(fraction)) return null;
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** The units and the decimals of an amount of digits and separators, ungrouped; null when they cannot be told. */
function wholeAndFraction(
  amount: string,
  { decimal, group }: { decimal: string; group: string },
): [string, string] | null {
  const at = Math.max(amount.lastIndexOf('.'), amount.lastIndexOf(','));
  const before = amount.slice(0, at);
  const after = amount.slice(at + 1);
  if (amount.includes('.') && amount.includes(',')) {
    const whole = ungroup(before, amount[at] === '.' ? ',' : '.');
    return whole === null ? null : [whole, after];
  }
  if (amount.includes(decimal)) return amount.indexOf(decimal) === at ? [before, after] : null;
  if (amount.includes(group)) {
    const whole = ungroup(amount, group);
    if (whole !== null) return [whole, ''];
    return amount.indexOf(group) === at ? [before, after] : null;
  }
  return [amount, ''];
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
