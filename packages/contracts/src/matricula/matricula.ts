/**
 * The matrícula of a Brazilian civil-registry certificate (CNJ Provimentos 2 and 3 of 2009, the national model
 * since 2010; domain notes "The matrícula of a civil-registry certificate"): 32 digits
 * `CCCCCC AA SS YYYY T LLLLL FFF NNNNNNN DD` whose last two check the first thirty (modulo 11).
 */

/** The book types of digit 15 (Livro A to E). */
export const MATRICULA_BOOK_TYPES = {
  '1': 'BIRTH',
  '2': 'MARRIAGE',
  '3': 'RELIGIOUS_MARRIAGE',
  '4': 'DEATH',
  '5': 'STILLBIRTH',
  '6': 'BANNS',
  '7': 'BOOK_E',
} as const;
export type MatriculaBookType = (typeof MATRICULA_BOOK_TYPES)[keyof typeof MATRICULA_BOOK_TYPES];

/** What digit 15 means (Livro A to E), or null for a digit the national model does not define. */
export function matriculaBookTypeName(bookType: string): MatriculaBookType | null {
  return MATRICULA_BOOK_TYPES[bookType as keyof typeof MATRICULA_BOOK_TYPES] ?? null;
}

/** The service code of the civil registry of natural persons (digits 9-10). */
export const MATRICULA_CIVIL_REGISTRY_SERVICE = '55';

/** A matrícula taken apart; the parts keep their leading zeros, as printed. */
export type Matricula = {
  /** the 32 digits, nothing else */
  digits: string;
  /** Cadastro Nacional de Serventias: the registry office */
  cns: string;
  /** 01 the office's own books, 02 books taken over from another office */
  acervo: string;
  /** 55 for the civil registry of natural persons */
  service: string;
  /** the year the record was made (not the event's) */
  year: string;
  /** digit 15 as printed; `matriculaBookTypeName` says what it means */
  bookType: string;
  book: string;
  page: string;
  term: string;
  checkDigits: string;
  /** the check digits agree with the first thirty */
  valid: boolean;
};

/** Why a text is no matrícula at all (a matrícula with wrong check digits is one, with `valid: false`). */
export type MatriculaProblem = 'EMPTY' | 'NOT_32_DIGITS';

/** One check digit: digits × weights starting at `firstWeight` and growing 2…10, 0, 1…; remainder 10 gives 1. */
function checkDigit(digits: string, firstWeight: number): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1)
    sum += Number(digits[index]) * ((firstWeight + index) % 11);
  const remainder = sum % 11;
  return remainder === 10 ? 1 : remainder;
}

/** The two check digits of the first thirty digits: over 30 with weights from 2, then over 31 from 1. */
export function matriculaCheckDigits(first30: string): string {
  if (!/^\d{30}$/.test(first30)) throw new RangeError('matriculaCheckDigits takes 30 digits');
  const first = checkDigit(first30, 2);
  const second = checkDigit(`${first30}${first}`, 1);
  return `${first}${second}`;
}

/**
 * Only the digits of a typed or read matrícula: dots, spaces, hyphens and line breaks between the groups are
 * dropped; any other character (a letter a scan misread) leaves it unreadable.
 */
export function matriculaDigits(text: string): string | null {
  const digits = text.replace(/[\s.\-–/]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** Reads a matrícula "with or without the dots and spaces"; `{ problem }` when it is not 32 digits. */
export function parseMatricula(text: string): Matricula | { problem: MatriculaProblem } {
  if (!text.trim()) return { problem: 'EMPTY' };
  const digits = matriculaDigits(text);
  if (!digits || digits.length !== 32) return { problem: 'NOT_32_DIGITS' };
  const part = (from: number, to: number) => digits.slice(from - 1, to);
  const checkDigits = part(31, 32);
  return {
    digits,
    cns: part(1, 6),
    acervo: part(7, 8),
    service: part(9, 10),
    year: part(11, 14),
    bookType: part(15, 15),
    book: part(16, 20),
    page: part(21, 23),
    term: part(24, 30),
    checkDigits,
    valid: matriculaCheckDigits(part(1, 30)) === checkDigits,
  };
}

/** A parse's result is a matrícula (valid or not), not a problem. */
export function isMatricula(result: ReturnType<typeof parseMatricula>): result is Matricula {
  return 'digits' in result;
}

/** The printed grouping `CCCCCC AA SS YYYY T LLLLL FFF NNNNNNN DD`. */
export function formatMatricula(digits: string): string {
  const widths = [6, 2, 2, 4, 1, 5, 3, 7, 2];
  const groups: string[] = [];
  let at = 0;
  for (const width of widths) {
    groups.push(digits.slice(at, at + width));
    at += width;
  }
  return groups.join(' ');
}

/** Builds a valid matrícula from its parts (tests, demo data and generated certificates). */
export function buildMatricula(parts: {
  cns: string;
  acervo?: string;
  service?: string;
  year: string | number;
  bookType: string | number;
  book: string | number;
  page: string | number;
  term: string | number;
}): string {
  const pad = (value: string | number, width: number) => String(value).padStart(width, '0');
  const first30 = [
    pad(parts.cns, 6),
    pad(parts.acervo ?? '01', 2),
    pad(parts.service ?? MATRICULA_CIVIL_REGISTRY_SERVICE, 2),
    pad(parts.year, 4),
    pad(parts.bookType, 1),
    pad(parts.book, 5),
    pad(parts.page, 3),
    pad(parts.term, 7),
  ].join('');
  if (first30.length !== 30) throw new RangeError('a part of the matrícula is longer than its width');
  return `${first30}${matriculaCheckDigits(first30)}`;
}

/**
 * Finds the matrícula in a page's text: the first run of digit groups (separated by dots, spaces or a hyphen)
 * that holds exactly 32 digits. A run with wrong check digits is still answered (with `valid: false`), since a
 * misread digit is what the reader must see.
 */
export function findMatriculaInText(text: string): Matricula | null {
  const runs = text.match(/\d[\d .\-–]{30,60}\d/g) ?? [];
  let found: Matricula | null = null;
  for (const run of runs) {
    const result = parseMatricula(run.trim());
    if (!isMatricula(result)) continue;
    if (result.valid) return result;
    found ??= result;
  }
  return found;
}
