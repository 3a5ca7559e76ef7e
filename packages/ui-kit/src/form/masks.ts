/** Input masks of spec 3 (PrimeReact InputMask: 9 a digit, * a digit or letter). */
export const MASKS = {
  date: '99/99/9999',
  zipCode: '99999-999',
  cpf: '999.999.999-99',
  cnpj: '99.999.999/9999-99',
} as const;

/** The four RG formats: SP (check digit may be X), old 7-digit, 8-digit and 9-digit registrations. */
export const RG_MASKS = {
  SP: '99.999.999-*',
  SHORT: '9.999.999',
  EIGHT: '99.999.999',
  NINE: '999.999.999',
  /** an RG in none of the four shapes (another state's, with letters: "MG-4.567.890"), kept exactly as typed */
  OTHER: '',
} as const;
export type RgVariant = keyof typeof RG_MASKS;

/** A regex matching a complete value in a mask's shape (`99.999.999-*` → `^\d\d\.\d\d\d\.\d\d\d-[0-9A-Z]$`). */
function maskShape(mask: string): RegExp {
  const source = [...mask]
    .map((symbol) =>
      symbol === '9' ? '\\d' : symbol === '*' ? '[0-9A-Za-z]' : symbol === 'a' ? '[A-Za-z]' : `\\${symbol}`,
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The format of a stored RG, worked out from its shape; one in none of the four shapes is OTHER and is kept as
 * typed, so reopening and editing never changes its characters. Empty means SP, the default.
 */
export function detectRgVariant(rg: string | null | undefined): RgVariant {
  const value = (rg ?? '').trim();
  if (value === '') return 'SP';
  const shaped = (Object.keys(RG_MASKS) as RgVariant[]).find(
    (variant) => RG_MASKS[variant] !== '' && maskShape(RG_MASKS[variant]).test(value),
  );
  return shaped ?? 'OTHER';
}
