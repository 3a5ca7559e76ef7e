/** Lower case, accents stripped, single spaces: `  João  da CONCEIÇÃO ` → `joao da conceicao`. */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a name, normalized, for word-prefix search: `Maria José dos Santos-Silva` → maria, jose, dos, santos, silva. */
export function searchWords(value: string): string[] {
  return [
    ...new Set(
      normalizeSearchText(value)
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    ),
  ];
}

/** One case-sensitive anchored regex per typed word (the stored words are already normalized), so an index serves it. */
export function wordPrefixConditions(term: string): Array<{ searchWords: RegExp }> {
  return searchWords(term)
    .slice(0, 8)
    .map((word) => ({ searchWords: new RegExp(`^${word}`) }));
}

/**
 * The same word-prefix rule as regexes on `searchName` (a word starts at the beginning or after a character that is
 * not a letter or digit): walking the name index in order, testing only its keys, serves a name-sorted page.
 */
export function namePrefixConditions(term: string): Array<{ searchName: RegExp }> {
  return searchWords(term)
    .slice(0, 8)
    .map((word) => ({ searchName: new RegExp(`(?:^|[^a-z0-9])${word}`) }));
}

const ACCENTED: Record<string, string> = {
  a: 'aáàâãäå',
  e: 'eéèêë',
  i: 'iíìîï',
  o: 'oóòôõö',
  u: 'uúùûü',
  c: 'cç',
  n: 'nñ',
  y: 'yýÿ',
};

/**
 * A regex that finds `term` anywhere in a stored text ignoring case and accents (`porto` finds "Porto Alegre",
 * `niteroi` finds "Niterói"), for fields kept as typed (city, e-mail); regex characters are matched literally.
 */
export function partialTextRegex(term: string): RegExp {
  const source = [...normalizeSearchText(term)]
    .map((char) => (ACCENTED[char] ? `[${ACCENTED[char]}]` : char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')))
    .join('');
  return new RegExp(source, 'i');
}
