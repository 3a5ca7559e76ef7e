import { MIN_YEAR, maxYear } from '@linhagem/contracts';

/**
 * A calendar date as offices write it → `YYYY-MM-DD`, or undefined when it cannot be read: `31/01/1950` (spec 9:
 * dd/mm in Portuguese; Brazilian Excel's CSV writes them so), `31-01-1950`, `31.01.1950`, `31/01/50`, and ISO
 * `1950-01-31` (what an XLSX date cell becomes). A two-digit year is in the last hundred years.
 */
export function parseImportDate(value: string, today = new Date()): string | undefined {
  const text = value.trim();
  let year: number;
  let month: number;
  let day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (iso) [year, month, day] = iso.slice(1, 4).map(Number);
  else if (local) {
    [day, month, year] = local.slice(1, 4).map(Number);
    if (local[3].length === 2) {
      const century = Math.floor(today.getFullYear() / 100) * 100;
      year += year + century > today.getFullYear() ? century - 100 : century;
    }
  } else return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  if (year < MIN_YEAR || year > maxYear()) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
