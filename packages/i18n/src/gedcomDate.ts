import type { Language } from '@linhagem/contracts';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const WORDS: Record<Language, Record<'about' | 'before' | 'after' | 'between' | 'fromTo', string>> = {
  'pt-BR': {
    about: 'c. {a}',
    before: 'antes de {a}',
    after: 'depois de {a}',
    between: 'entre {a} e {b}',
    fromTo: 'de {a} a {b}',
  },
  'en-US': {
    about: 'c. {a}',
    before: 'before {a}',
    after: 'after {a}',
    between: 'between {a} and {b}',
    fromTo: 'from {a} to {b}',
  },
};

/** One GEDCOM date value (`12 MAR 1868`, `MAR 1868`, `1868`) in the person's language, or null when not one. */
function simpleDate(text: string, language: Language): string | null {
  const match = /^(?:(\d{1,2})\s+)?(?:([A-Z]{3})\s+)?(\d{3,4})$/.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, day, monthName, year] = match;
  if (!monthName) return day ? null : year;
  const month = MONTHS.indexOf(monthName);
  if (month < 0) return null;
  const at = new Date(Date.UTC(2000, month, Number(day ?? 1)));
  const options: Intl.DateTimeFormatOptions = { month: 'short', timeZone: 'UTC' };
  // pt-BR: "12 mar. 1868", "mar. 1868"; en-US: "Mar 12, 1868", "Mar 1868"
  const monthText = new Intl.DateTimeFormat(language, options).format(at);
  if (!day) return `${monthText} ${year}`;
  return language === 'pt-BR'
    ? `${Number(day)} ${monthText} ${year}`
    : `${monthText} ${Number(day)}, ${year}`;
}

/**
 * A date as a GEDCOM file writes it, in the person's language (GEDCOM 7 "DateValue"): `12 MAR 1868` → "12 mar.
 * 1868" / "Mar 12, 1868", `ABT 1872` (also CAL, EST) → "c. 1872", `BET 1870 AND 1875` → "entre 1870 e 1875" /
 * "between 1870 and 1875", BEF, AFT and FROM … TO alike. Anything else is shown as the file wrote it.
 */
export function formatGedcomDate(text: string | null | undefined, language: Language): string {
  if (!text) return '';
  const value = text.trim().replace(/\s+/g, ' ');
  const words = WORDS[language];
  const fill = (pattern: string, a: string, b = '') => pattern.replace('{a}', a).replace('{b}', b);
  const one = (part: string) => simpleDate(part, language);
  const upper = value.toUpperCase();
  let match = /^(ABT|CAL|EST) (.+)$/.exec(upper);
  if (match && one(match[2])) return fill(words.about, one(match[2])!);
  match = /^(BEF|AFT) (.+)$/.exec(upper);
  if (match && one(match[2])) return fill(match[1] === 'BEF' ? words.before : words.after, one(match[2])!);
  match = /^BET (.+) AND (.+)$/.exec(upper);
  if (match && one(match[1]) && one(match[2])) return fill(words.between, one(match[1])!, one(match[2])!);
  match = /^FROM (.+) TO (.+)$/.exec(upper);
  if (match && one(match[1]) && one(match[2])) return fill(words.fromTo, one(match[1])!, one(match[2])!);
  return one(value) ?? value;
}
