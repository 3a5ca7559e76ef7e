/**
 * A date as the broken-chain warnings read it: the first and last day it can be (ISO, so they compare as text), and
 * the GEDCOM text when it is approximate (docs/adr-gedcom.md: `ABT 1880`, `BET 1890 AND 1895`, a year alone).
 */
export type DateSpan = { from: string; to: string; uncertain?: string };

/** How many years either side an `ABT`, `CAL` or `EST` date may be, for whether a rule could apply at all. */
export const APPROXIMATE_DATE_YEARS = 5;

const EARLIEST = '0000-01-01';
const LATEST = '9999-12-31';
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const pad = (value: number, size = 2) => String(value).padStart(size, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** One GEDCOM date (`12 MAR 1880`, `MAR 1880`, `1880`) as the days it covers, or null when it is not one. */
function simpleSpan(text: string, widen = 0): DateSpan | null {
  const match = /^(?:(\d{1,2})\s+)?(?:([A-Z]{3})\s+)?(\d{3,4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, monthName, yearText] = match;
  const month = monthName ? MONTHS.indexOf(monthName) + 1 : 0;
  if (monthName && month === 0) return null;
  const year = Number(yearText);
  const first = `${pad(year - widen, 4)}-${pad(month || 1)}-${pad(day ? Number(day) : 1)}`;
  const endMonth = month || 12;
  const last = `${pad(year + widen, 4)}-${pad(endMonth)}-${pad(day ? Number(day) : lastDay(year, endMonth))}`;
  return { from: first, to: last };
}

/** The days a GEDCOM date phrase can mean; a phrase not understood can mean any day. */
export function gedcomDateSpan(text: string): DateSpan {
  const phrase = text
    .toUpperCase()
    .replace(/@#D[^@]*@/g, '')
    .replace(/\(.*\)/g, '')
    .trim();
  const any: DateSpan = { from: EARLIEST, to: LATEST, uncertain: text };
  const range = /^(?:BET|FROM)\s+(.+?)\s+(?:AND|TO)\s+(.+)$/.exec(phrase);
  if (range) {
    const [start, end] = [simpleSpan(range[1]), simpleSpan(range[2])];
    return start && end ? { from: start.from, to: end.to, uncertain: text } : any;
  }
  const qualified = /^(ABT|CAL|EST|BEF|AFT|FROM|TO|INT)\s+(.+)$/.exec(phrase);
  const qualifier = qualified?.[1];
  const span = simpleSpan(
    qualified ? qualified[2] : phrase,
    qualifier && ['ABT', 'CAL', 'EST'].includes(qualifier) ? APPROXIMATE_DATE_YEARS : 0,
  );
  if (!span) return any;
  if (qualifier === 'BEF' || qualifier === 'TO') return { from: EARLIEST, to: span.to, uncertain: text };
  if (qualifier === 'AFT' || qualifier === 'FROM') return { from: span.from, to: LATEST, uncertain: text };
  return { ...span, uncertain: text };
}

/** A client's date: the exact ISO date, else the span of the GEDCOM text kept beside it, else none. */
export function dateSpan(
  iso: string | null | undefined,
  uncertain: string | null | undefined,
): DateSpan | null {
  if (iso) return { from: iso, to: iso };
  return uncertain ? gedcomDateSpan(uncertain) : null;
}

/** Whether `a` is before `b`: surely, maybe (their spans overlap that way), or not. */
export function isBefore(a: DateSpan, b: DateSpan): 'YES' | 'MAYBE' | 'NO' {
  if (a.to < b.from) return 'YES';
  return a.from < b.to ? 'MAYBE' : 'NO';
}
