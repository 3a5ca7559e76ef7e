/** The form's own fields of a record as the API answers it (no id, no timestamps), the blanks filled from `empty`. */
export function pickFields<F extends object>(empty: F, record: object): F {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(Object.entries(empty).map(([key, blank]) => [key, source[key] ?? blank])) as F;
}
