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

/** Most words of a typed term a search uses. */
export const MAX_SEARCH_WORDS = 8;

/**
 * One regex per typed word that matches a normalized name where a word starts with it (at the beginning or after
 * a character that is not a letter or digit): `jo` finds `joao da conceicao` and `maria-jose`.
 */
export function wordStartRegexes(term: string): RegExp[] {
  return searchWords(term)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => new RegExp(`(?:^|[^a-z0-9])${word}`));
}

/**
 * One anchored regex per typed word, for a field that stores the normalized words of names (`searchWords`): each is
 * a range of an index on that field, where a word-start regex on whole names reads every key.
 */
export function wordPrefixRegexes(term: string): RegExp[] {
  return searchWords(term)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => new RegExp(`^${word}`));
}

/** `value` as a literal inside a regex. */
export const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ACCENTED: Record<string, string> = {
  a: 'aàáâãäå',
  c: 'cç',
  e: 'eèéêë',
  i: 'iìíîï',
  n: 'nñ',
  o: 'oòóôõö',
  u: 'uùúûü',
  y: 'yýÿ',
};

/**
 * A case- and accent-insensitive regex for a stored text that is not normalized: `conceicao` and `CONCEIÇÃO` both
 * find `Maria da Conceição` (spaces in the term match any run of spaces).
 */
export function accentInsensitiveRegex(term: string): RegExp {
  const pattern = [...normalizeSearchText(term)]
    .map((char) => {
      // both cases listed: a server regex engine may not fold the case of accented letters
      if (ACCENTED[char]) return `[${ACCENTED[char]}${ACCENTED[char].toUpperCase()}]`;
      if (char === ' ') return '\\s+';
      return escapeRegex(char);
    })
    .join('');
  return new RegExp(pattern, 'i');
}
