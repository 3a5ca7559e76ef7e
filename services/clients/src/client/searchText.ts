import { escapeRegex, normalizeSearchText, wordPrefixRegexes, wordStartRegexes } from '@linhagem/contracts';

export { normalizeSearchText, searchWords } from '@linhagem/contracts';

/** One case-sensitive anchored regex per typed word (the stored words are already normalized), so an index serves it. */
export function wordPrefixConditions(term: string): Array<{ searchWords: RegExp }> {
  return wordPrefixRegexes(term).map((regex) => ({ searchWords: regex }));
}

/**
 * The same word-prefix rule as regexes on `searchName`: walking the name index in order, testing only its keys,
 * serves a name-sorted page.
 */
export function namePrefixConditions(term: string): Array<{ searchName: RegExp }> {
  return wordStartRegexes(term).map((searchName) => ({ searchName }));
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
    .map((char) => (ACCENTED[char] ? `[${ACCENTED[char]}]` : escapeRegex(char)))
    .join('');
  return new RegExp(source, 'i');
}
