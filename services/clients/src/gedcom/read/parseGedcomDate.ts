import type { GedcomDate } from '@linhagem/contracts';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const CALENDAR = /^(?:@#D([A-Z ]+)@|(GREGORIAN|JULIAN|FRENCH_R|HEBREW))\s+/;

export type ParsedGedcomDate = { date: GedcomDate; impossible?: string };

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

type Simple = { year: number; month?: number; day?: number; impossible?: string };

/** `[[day] month] year[/yy]` of the Gregorian calendar; undefined when it is not one. */
function parseSimple(text: string): Simple | undefined {
  const parts = text.trim().toUpperCase().split(/\s+/);
  if (parts.length === 0 || parts.length > 3) return undefined;
  const yearText = parts[parts.length - 1];
  const year = /^(\d{1,4})(?:\/\d{2})?$/.exec(yearText);
  if (!year) return undefined;
  const out: Simple = { year: Number(year[1]) };
  if (parts.length >= 2) {
    const month = MONTHS.indexOf(parts[parts.length - 2]);
    if (month < 0)
      return /^\d{1,2}$/.test(parts[parts.length - 2]) ? { ...out, impossible: text } : undefined;
    out.month = month + 1;
  }
  if (parts.length === 3) {
    if (!/^\d{1,2}$/.test(parts[0])) return undefined;
    out.day = Number(parts[0]);
    if (out.day < 1 || out.day > daysIn(out.year, out.month!)) out.impossible = text;
  }
  return out;
}

/**
 * A GEDCOM date value (5.5.1 and 7.0): exact, month, year, ABT/CAL/EST, BEF/AFT, BET…AND, FROM…TO, INT, a phrase.
 * Only a whole Gregorian day is EXACT (with `iso`); every other form keeps its text. A day the calendar does not
 * have (31 FEB) is `impossible`.
 */
export function parseGedcomDate(value: string): ParsedGedcomDate {
  const text = value.trim().replace(/\s+/g, ' ');
  let rest = text.toUpperCase();
  const calendar = CALENDAR.exec(rest);
  if (calendar) {
    const name = (calendar[1] ?? calendar[2]).trim();
    if (name !== 'GREGORIAN') return { date: { text, precision: 'TEXT' } };
    rest = rest.slice(calendar[0].length);
  }
  if (/^\(.*\)$/.test(rest) || rest === '') return { date: { text, precision: 'TEXT' } };
  rest = rest.replace(/\s*\(.*\)$/, '');

  const simpleDates: Simple[] = [];
  let precision: GedcomDate['precision'] | undefined;
  const read = (part: string) => {
    const simple = parseSimple(part);
    if (simple) simpleDates.push(simple);
    return !!simple;
  };
  let m: RegExpExecArray | null;
  if ((m = /^(ABT|CAL|EST|INT)\s+(.+)$/.exec(rest))) precision = read(m[2]) ? 'APPROXIMATE' : undefined;
  else if ((m = /^(BEF|AFT)\s+(.+)$/.exec(rest))) precision = read(m[2]) ? 'RANGE' : undefined;
  else if ((m = /^BET\s+(.+?)\s+AND\s+(.+)$/.exec(rest)))
    precision = read(m[1]) && read(m[2]) ? 'RANGE' : undefined;
  else if ((m = /^FROM\s+(.+?)(?:\s+TO\s+(.+))?$/.exec(rest)))
    precision = read(m[1]) && (!m[2] || read(m[2])) ? 'PERIOD' : undefined;
  else if ((m = /^TO\s+(.+)$/.exec(rest))) precision = read(m[1]) ? 'PERIOD' : undefined;
  else if (read(rest)) {
    const [only] = simpleDates;
    precision = only.day ? 'EXACT' : only.month ? 'MONTH' : 'YEAR';
  }
  if (!precision) return { date: { text, precision: 'TEXT' } };
  const impossible = simpleDates.find((d) => d.impossible)?.impossible;
  const first = simpleDates[0];
  const date: GedcomDate = { text, precision, year: first.year };
  if (impossible) return { date: { text, precision: 'TEXT', year: first.year }, impossible };
  if (precision === 'EXACT')
    date.iso = `${String(first.year).padStart(4, '0')}-${pad(first.month!)}-${pad(first.day!)}`;
  return { date };
}

/** A client date `YYYY-MM-DD` as a GEDCOM 7 date (`14 JUN 1975`). */
export function toGedcomDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

const CALENDAR_7: Record<string, string> = {
  GREGORIAN: '',
  JULIAN: 'JULIAN ',
  'FRENCH R': 'FRENCH_R ',
  HEBREW: 'HEBREW ',
};

/**
 * A date's text as GEDCOM 7 has it: upper case, 5.5.1's `@#DJULIAN@` as `JULIAN`, no INT (its phrase goes apart).
 * A text that is no date at all (a phrase) becomes an empty value with the phrase beside it.
 */
export function toGedcom7Date(text: string): { value: string; phrase?: string } {
  const { date } = parseGedcomDate(text);
  const phrase = /\((.*)\)\s*$/.exec(text)?.[1];
  if (date.precision === 'TEXT' && !CALENDAR.test(text.toUpperCase()))
    return { value: '', phrase: phrase ?? text };
  let value = text
    .toUpperCase()
    .replace(/\s*\(.*\)\s*$/, '')
    .replace(/^INT\s+/, '')
    .replace(/B\.C\./g, 'BCE')
    .replace(
      /^@#D([A-Z ]+)@\s*/,
      (_, name: string) => CALENDAR_7[name.trim()] ?? `_${name.trim().replace(/ /g, '_')} `,
    )
    .trim();
  if (/^(GREGORIAN)\s+/.test(value)) value = value.replace(/^GREGORIAN\s+/, '');
  return phrase ? { value, phrase } : { value };
}
