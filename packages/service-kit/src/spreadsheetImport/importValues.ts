import { normalizeSearchText, onlyDigits } from '@linhagem/contracts';

/** A cell compared as a word list: lower case, no accents, only letters and digits between single spaces. */
export const importKey = (value: string) =>
  normalizeSearchText(value)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A CPF as typed or as a spreadsheet number (its leading zeros lost). */
export const cpfDigits = (value: string) => {
  const digits = onlyDigits(value);
  return /^\d{9,10}$/.test(value.trim()) ? digits.padStart(11, '0') : digits;
};

/** `#12`, `linha 12`, `row 12`: another row of the file (or of the same file's client import). */
const ROW_REFERENCE = /^(?:#|linha\s*|row\s*|l\.?\s*)(\d{1,6})$/i;

/** The row a cell names, or undefined; `bare` also takes a number alone (a column of row numbers). */
export function rowReference(value: string, bare = false): number | undefined {
  const text = value.trim();
  const found = ROW_REFERENCE.exec(text) ?? (bare ? /^(\d{1,6})$/.exec(text) : null);
  return found ? Number(found[1]) : undefined;
}
