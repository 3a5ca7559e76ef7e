import { escapeRegex } from '@linhagem/contracts';

/** Generational suffixes: the surname is the word before them ("João Bortolini Filho" → Bortolini). */
const SUFFIXES = new Set([
  'filho',
  'filha',
  'neto',
  'neta',
  'sobrinho',
  'sobrinha',
  'junior',
  'júnior',
  'jr',
  'jr.',
]);

const words = (name: string) => name.trim().split(/\s+/).filter(Boolean);
const key = (word: string) => word.toLocaleLowerCase('pt-BR');

/** The family surname of a full name: its last word but a generational suffix; none for a one-word name. */
export function surnameOf(name: string): string | undefined {
  const all = words(name);
  while (all.length > 1 && SUFFIXES.has(key(all.at(-1)!))) all.pop();
  return all.length > 1 ? all.at(-1) : undefined;
}

/**
 * What of a protocol's texts is the client's (docs/adr-lgpd.md): their full names (the name and its variants), and
 * their surname only when no other person linked to the protocol bears it (then it is that family's name too, and
 * stays). Whole words, any case; the longest first, so a full name goes before its surname.
 */
export function clientWordsPattern(clientNames: string[], otherNames: string[]): RegExp | undefined {
  const others = new Set(otherNames.flatMap(words).map(key));
  const full = clientNames.map((name) => words(name).join(' ')).filter((name) => words(name).length > 1);
  const surnames = clientNames
    .map(surnameOf)
    .filter((surname): surname is string => !!surname && !others.has(key(surname)));
  const terms = [...new Set([...full, ...surnames])].sort((a, b) => b.length - a.length);
  if (terms.length === 0) return undefined;
  const alternatives = terms.map((term) => words(term).map(escapeRegex).join('\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** `text` with every part that is the client's replaced by the placeholder. */
export const replaceClientWords = (text: string, pattern: RegExp | undefined, placeholder: string) =>
  pattern ? text.replace(pattern, placeholder) : text;
