/** Values as printed turned into the case's form: ISO dates, names in title case (docs/adr-reading.md). */

const MONTHS: Record<string, number> = {
  // Portuguese
  JANEIRO: 1,
  FEVEREIRO: 2,
  MARCO: 3,
  ABRIL: 4,
  MAIO: 5,
  JUNHO: 6,
  JULHO: 7,
  AGOSTO: 8,
  SETEMBRO: 9,
  OUTUBRO: 10,
  NOVEMBRO: 11,
  DEZEMBRO: 12,
  // Italian
  GENNAIO: 1,
  FEBBRAIO: 2,
  MARZO: 3,
  APRILE: 4,
  MAGGIO: 5,
  GIUGNO: 6,
  LUGLIO: 7,
  SETTEMBRE: 9,
  OTTOBRE: 10,
  NOVEMBRE: 11,
  DICEMBRE: 12,
  // English
  JANUARY: 1,
  FEBRUARY: 2,
  MARCH: 3,
  APRIL: 4,
  MAY: 5,
  JUNE: 6,
  JULY: 7,
  AUGUST: 8,
  SEPTEMBER: 9,
  OCTOBER: 10,
  NOVEMBER: 11,
  DECEMBER: 12,
};

/** Upper case without accents: how labels and months are compared. */
export const folded = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

const iso = (year: number, month: number, day: number): string | null => {
  if (year < 1700 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * The calendar date in a printed value: `14/03/1897`, `14.03.1897`, `14 03 1897` (the national model's boxes),
 * `14 de março de 1897`, `14 marzo 1897`, `1º de março de 1897`. Written-out numbers alone are not read.
 */
export function parseDate(text: string): string | null {
  const plain = folded(text);
  const numeric = plain.match(/\b(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})\b/);
  if (numeric) {
    const found = iso(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
    if (found) return found;
  }
  // the ordinal "1º" is often read "1O"; an O that starts a word is the month's ("17 OTTOBRE", "1 OUTUBRO")
  const worded = plain.match(
    /\b(\d{1,2})\s*(?:[º°]|O(?![A-Z]))?\s*(?:DE\s+)?([A-Z]{3,})\s+(?:DE\s+)?(\d{4})\b/,
  );
  if (worded && MONTHS[worded[2]]) return iso(Number(worded[3]), MONTHS[worded[2]], Number(worded[1]));
  return null;
}

/** Particles that stay in lower case inside a name (Portuguese, Italian). */
const PARTICLES = new Set([
  'da',
  'das',
  'de',
  'di',
  'do',
  'dos',
  'e',
  'del',
  'della',
  'dei',
  'degli',
  'van',
  'von',
]);

/**
 * A person's name as the case writes it: letters, spaces, hyphens and apostrophes only, at least two words, in
 * title case with the particles in lower case; null when what was read is not a name (digits, stray marks).
 */
export function normaliseName(text: string): string | null {
  const cleaned = text
    .replace(/[.,;:]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/^[\p{L}' -]+$/u.test(cleaned)) return null;
  const words = cleaned.split(' ').filter(Boolean);
  if (words.length < 2 || words.some((word) => !/\p{L}{1,}/u.test(word))) return null;
  if (words.filter((word) => word.replace(/[^\p{L}]/gu, '').length >= 2).length < 2) return null;
  return words
    .map((word, index) => {
      const lower = word.toLocaleLowerCase('pt-BR');
      if (index > 0 && PARTICLES.has(lower)) return lower;
      return lower.replace(
        /(^|[-'])(\p{L})/gu,
        (_, mark: string, letter: string) => mark + letter.toLocaleUpperCase('pt-BR'),
      );
    })
    .join(' ');
}

/** A place or an office as printed, spaces tidied, stray marks at its ends removed. */
export function normaliseText(text: string): string | null {
  const cleaned = text
    .replace(/\s+/g, ' ')
    .replace(/^[\s:.,;|-]+|[\s:,;|]+$/g, '')
    .trim();
  return /\p{L}{2,}/u.test(cleaned) ? cleaned : null;
}

/** A book, page or term number: its digits and letters (`A-12`), nothing else. */
export function normaliseNumber(text: string): string | null {
  const cleaned = text.replace(/^[\s:.Nº°o]+/iu, '').match(/^[A-Z]?-?\d+[A-Z]?/i)?.[0];
  return cleaned ?? null;
}
