import { z } from 'zod';

/**
 * What typed text keeps (OWASP ASVS 5.1.4 structured data; "Trojan Source", CVE-2021-42574): a name is text, not
 * instructions to the screen. Removed everywhere: control characters (Unicode Cc), the bidirectional embeddings,
 * overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make `Ana\u202Eissor` show as `Anarossi`, and the
 * invisible zero-width space, word joiner and byte-order mark, which make two equal names differ.
 *
 * The zero-width joiner and non-joiner (U+200D, U+200C) stay only between two letters of a script that writes
 * with them: Arabic-script names (families of Lebanese descent among the users; Persian writes a ZWNJ inside words),
 * Syriac, Thaana, N'Ko, Mongolian, and the Indic scripts, where a joiner after a virama chooses the half form of a
 * consonant. Anywhere else (between Latin letters, at an end) a joiner only hides a difference, and goes.
 */
const ALWAYS_REMOVED = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/gu;
/** line breaks and tabs in a one-line field were meant as spaces */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** the same, a multi-line field keeping its line breaks and tabs */
const MULTI_LINE_REMOVED = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/gu;

const JOINING_SCRIPTS = [
  'Arabic',
  'Syriac',
  'Thaana',
  'Nko',
  'Mongolian',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
]
  // Script_Extensions: the combining marks (Arabic harakat, a virama) count as their script's
  .map((script) => `\\p{scx=${script}}`)
  .join('');
const STRAY_JOINER = new RegExp(
  `(?<![${JOINING_SCRIPTS}])[\\u200C\\u200D]|[\\u200C\\u200D](?![${JOINING_SCRIPTS}])`,
  'gu',
);

/** One-line text as it is stored: breaks become spaces, invisible controls go, joiners stay where a script needs them. */
export function cleanOneLine(value: string): string {
  return value.replace(BREAKS, ' ').replace(ALWAYS_REMOVED, '').replace(STRAY_JOINER, '');
}

/** Multi-line text (notes, descriptions): as `cleanOneLine`, but line breaks and tabs stay. */
export function cleanMultiLine(value: string): string {
  return value.replace(MULTI_LINE_REMOVED, '').replace(STRAY_JOINER, '');
}

/** A name or any other one-line field of a schema: cleaned (`cleanOneLine`), then trimmed; chain `.min`/`.max`. */
export const oneLineText = () => z.string().overwrite(cleanOneLine).trim();

/** A multi-line field of a schema: cleaned (`cleanMultiLine`), then trimmed. */
export const multiLineText = () => z.string().overwrite(cleanMultiLine).trim();
